export {
  Card,
  CardHeader,
  CardTitle,
  CardDescription,
  CardBody,
  CardFooter,
  cardVariants,
  cardPaddings,
  cardRadii,
  cardTitleLevels,
  cardFooterJustify,
} from './Card.tsx';
export type { CardProps, CardHeaderProps, CardTitleProps, CardFooterProps } from './Card.tsx';
