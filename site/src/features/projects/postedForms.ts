// The project pages' forms as the server takes them when they are posted before or without the
// page's code (docs/decisions/040-forms-post-to-the-server.md): their names, what the fields
// hold and how they become the contract's input. Shared by the form (in the page's code) and the
// pages' route actions (features/projects/actions.ts, on the server only), so both send the same.
import type { Project, ProjectList, ProjectStatus } from '@brightlane/contract';

/** The project form of /projects/new and /projects/{id}/edit. */
export const PROJECT_FORM = 'project';

/**
 * 'Delete' on /projects/{id}. The code asks in a dialog; without it the press posts, and the
 * page answers with the question as a form of its own, which sends CONFIRM_FIELD.
 */
export const DELETE_PROJECT_FORM = 'delete-project';
/** Sent by the confirmation's 'Delete project': the answer to 'Delete this project?'. */
export const CONFIRM_FIELD = 'confirm';
/** What the page answering the first 'Delete' carries: the question is being asked. */
export const CONFIRMING_STATE = 'confirming';

/** What the fields hold: text, as typed; the contract's schema reads the figures from it. */
export interface ProjectValues {
  name: string;
  description: string;
  status: ProjectStatus;
  views: string;
  pages: string;
  revenue: string;
}

export const blankProject: ProjectValues = {
  name: '',
  description: '',
  status: 'active',
  views: '',
  pages: '',
  revenue: '',
};

/** A project's values in the form; a new project starts blank and active. */
export function valuesOf(project?: Project): ProjectValues {
  if (!project) return blankProject;
  return {
    name: project.name,
    description: project.description,
    status: project.status,
    views: String(project.views),
    pages: String(project.pages),
    revenue: String(project.revenue),
  };
}

/** Figures as people type them: '1,250', '$1,250.50' and ' 12 ' are numbers too. */
const figure = (text: string) => text.replace(/[\s,$]/g, '');

/** The values as the contract's project schema reads them. */
export function toProjectRequest(values: ProjectValues) {
  return {
    name: values.name,
    description: values.description,
    status: values.status,
    views: figure(values.views),
    pages: figure(values.pages),
    revenue: figure(values.revenue),
  };
}

/**
 * What /projects' loader answers. Rendered by the server, the page holds the list of the
 * address's query, read as this visitor; in the browser the list asks for it itself.
 */
export interface ProjectsPageData {
  list?: ProjectList;
  /** The server could not read it: the list says so, as when its own request fails. */
  failed?: true;
}
