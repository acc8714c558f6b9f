import {
  CV_MAX_BYTES,
  PHONE_PATTERN,
  businessTypes,
  careerPositionLabels,
  careerPositions,
  fieldErrorsFromIssues,
  isHoneypotFilled,
  isHttpUrl,
  isPhone,
  pricePackages,
  projectGoals,
  projectScopeLabels,
  projectScopes,
  projectStatuses,
  slugify,
} from './form-constants.ts';
import {
  applicationRequestSchema,
  applicationSchema,
  blogPostInputSchema,
  blogPostSchema,
  contactSchema,
  dashboardSummarySchema,
  fieldErrors,
  leadHandledSchema,
  projectInputSchema,
  projectSchema,
  quoteFormSchema,
  quoteRequestSchema,
  quoteResponseSchema,
  quoteStep1Schema,
  quoteStep2Schema,
  quoteStep3Schema,
  quoteStepSchemas,
  sendConfirmationSchema,
  workspaceSchema,
} from './forms.ts';

describe('fieldErrors', () => {
  it('given valid values, should return an empty object', () => {
    expect(fieldErrors(quoteStep1Schema, { projectGoal: 'website' })).toEqual({});
  });

  it('given several issues on one field, should keep the first', () => {
    expect(
      fieldErrorsFromIssues([
        { path: ['email'], message: 'first' },
        { path: ['email'], message: 'second' },
      ]),
    ).toEqual({ email: 'first' });
  });

  it('given nested and root paths, should join with dots and use "" for the root', () => {
    expect(
      fieldErrorsFromIssues([
        { path: ['stats', 'totalProjects'], message: 'a' },
        { path: ['projects', 0, 'name'], message: 'b' },
        { path: [], message: 'c' },
      ]),
    ).toEqual({ 'stats.totalProjects': 'a', 'projects.0.name': 'b', '': 'c' });
  });

  it('given API issues with dotted paths, should map them the same way', () => {
    expect(fieldErrorsFromIssues([{ path: 'email', message: 'Email already registered' }])).toEqual(
      {
        email: 'Email already registered',
      },
    );
  });
});

describe('quote enums', () => {
  it('given docs/product/spec.md §3, should list every option in order', () => {
    expect(projectGoals).toEqual(['website', 'ecommerce', 'software', 'cloud']);
    expect(businessTypes).toEqual(['retail', 'professional', 'healthcare', 'technology', 'other']);
    expect(projectScopes).toEqual(['small', 'medium', 'large']);
  });

  it('given the scopes, should label them with their durations', () => {
    expect(projectScopeLabels).toEqual({
      small: 'Small (1-2 weeks)',
      medium: 'Medium (3-8 weeks)',
      large: 'Large (8+ weeks)',
    });
  });
});

describe('price widget', () => {
  it('given each service, should carry the docs/product/spec.md §9 price and description', () => {
    expect(pricePackages).toEqual({
      website: { price: 500, description: 'Basic website package' },
      ecommerce: { price: 900, description: 'E-commerce solution' },
      software: { price: 1900, description: 'Custom software development' },
      cloud: { price: 2500, description: 'Cloud infrastructure setup' },
    });
  });
});

describe('quoteStep1Schema', () => {
  it('given no selection, should say "Please select a project type"', () => {
    expect(fieldErrors(quoteStep1Schema, { projectGoal: '' })).toEqual({
      projectGoal: 'Please select a project type',
    });
    expect(fieldErrors(quoteStep1Schema, {})).toEqual({
      projectGoal: 'Please select a project type',
    });
  });

  it.each(projectGoals)('given %s, should pass', (projectGoal) => {
    expect(fieldErrors(quoteStep1Schema, { projectGoal })).toEqual({});
  });

  it('given an unknown goal, should reject it', () => {
    expect(fieldErrors(quoteStep1Schema, { projectGoal: 'mobile' })).toEqual({
      projectGoal: 'Please select a project type',
    });
  });
});

describe('quoteStep2Schema', () => {
  it('given no selections, should ask for industry and scope', () => {
    expect(fieldErrors(quoteStep2Schema, { businessType: '', projectScope: '' })).toEqual({
      businessType: 'Please select your industry',
      projectScope: 'Please select project scope',
    });
  });

  it('given both selections, should pass', () => {
    expect(
      fieldErrors(quoteStep2Schema, { businessType: 'retail', projectScope: 'large' }),
    ).toEqual({});
  });
});

describe('quoteStep3Schema', () => {
  const valid = { name: 'Ann', email: 'ann@example.com', phone: '', message: '' };

  it('given a name and e-mail only, should pass', () => {
    expect(fieldErrors(quoteStep3Schema, valid)).toEqual({});
    expect(fieldErrors(quoteStep3Schema, { name: 'Ann', email: 'ann@example.com' })).toEqual({});
  });

  it('given a blank name after trimming, should say "Name is required"', () => {
    expect(fieldErrors(quoteStep3Schema, { ...valid, name: '  ' })).toEqual({
      name: 'Name is required',
    });
  });

  it('given an empty e-mail, should say "Email is required"', () => {
    expect(fieldErrors(quoteStep3Schema, { ...valid, email: '' })).toEqual({
      email: 'Email is required',
    });
  });

  it('given a malformed e-mail, should say "Please enter a valid email"', () => {
    expect(fieldErrors(quoteStep3Schema, { ...valid, email: 'ann@example' })).toEqual({
      email: 'Please enter a valid email',
    });
  });

  it.each([
    '123-456-7890',
    '(123) 456-7890',
    '123.456.7890',
    '1234567890',
    '+123 456 7890',
    '123 456 789012',
    ' 123-456-7890 ',
  ])('given the phone %j, should pass', (phone) => {
    expect(fieldErrors(quoteStep3Schema, { ...valid, phone })).toEqual({});
  });

  // '+1 123.456.7890' has a fourth group of digits, which the docs/product/spec.md §5 rule does not allow.
  it.each([
    '12-34',
    '123-456-789',
    '123-456-7890123',
    'phone',
    '123--456-7890',
    '+1 123.456.7890',
    '123-456-78a0',
  ])('given the phone %j, should say "Please enter a valid phone number"', (phone) => {
    expect(fieldErrors(quoteStep3Schema, { ...valid, phone })).toEqual({
      phone: 'Please enter a valid phone number',
    });
  });

  it('given only spaces as the phone, should treat it as left empty', () => {
    expect(quoteStep3Schema.parse({ ...valid, phone: '   ' }).phone).toBe('');
  });
});

describe('phone helpers', () => {
  it('given PHONE_PATTERN, should not match an empty string', () => {
    expect(PHONE_PATTERN.test('')).toBe(false);
    expect(isPhone('')).toBe(false);
    expect(isPhone(' (123) 456-7890 ')).toBe(true);
  });
});

describe('quoteStepSchemas', () => {
  it('given step numbers 1 to 3, should hold the step schemas in order', () => {
    expect(quoteStepSchemas).toEqual([quoteStep1Schema, quoteStep2Schema, quoteStep3Schema]);
  });
});

describe('quoteRequestSchema', () => {
  const form = {
    projectGoal: 'ecommerce',
    businessType: 'healthcare',
    projectScope: 'medium',
    name: 'Ann',
    email: 'ann@example.com',
    phone: '(123) 456-7890',
    message: 'Hello',
  };

  it('given the form plus a timestamp, should pass', () => {
    expect(
      quoteRequestSchema.safeParse({ ...form, timestamp: new Date().toISOString() }).success,
    ).toBe(true);
    expect(quoteFormSchema.safeParse(form).success).toBe(true);
  });

  it('given no timestamp, should reject the request', () => {
    expect(fieldErrors(quoteRequestSchema, form)).toHaveProperty('timestamp');
  });

  it('given every step empty, should report each step message', () => {
    expect(fieldErrors(quoteRequestSchema, { timestamp: '2026-11-22T10:00:00Z' })).toEqual({
      projectGoal: 'Please select a project type',
      businessType: 'Please select your industry',
      projectScope: 'Please select project scope',
      name: 'Name is required',
      email: 'Email is required',
    });
  });

  it('given the honeypot, should keep it so the API can spot a bot', () => {
    const body = quoteRequestSchema.parse({
      ...form,
      timestamp: '2026-11-22T10:00:00Z',
      website: 'x',
    });
    expect(isHoneypotFilled(body)).toBe(true);
    expect(isHoneypotFilled({ website: '  ' })).toBe(false);
    expect(isHoneypotFilled({})).toBe(false);
  });

  it('given the answer, should read success and message', () => {
    expect(quoteResponseSchema.parse({ success: false, message: 'Submission failed' })).toEqual({
      success: false,
      message: 'Submission failed',
    });
  });
});

describe('sendConfirmationSchema', () => {
  it('given email, name and project type, should pass', () => {
    expect(
      sendConfirmationSchema.safeParse({ email: 'a@b.co', name: 'Ann', projectType: 'cloud' })
        .success,
    ).toBe(true);
  });

  it('given an unknown project type, should reject it', () => {
    expect(
      sendConfirmationSchema.safeParse({ email: 'a@b.co', name: 'Ann', projectType: 'x' }).success,
    ).toBe(false);
  });
});

describe('contactSchema', () => {
  const valid = { name: 'Ann', email: 'ann@example.com', message: 'Hi', phone: '' };

  it('given name, e-mail and message, should pass with any phone', () => {
    expect(fieldErrors(contactSchema, valid)).toEqual({});
    expect(fieldErrors(contactSchema, { ...valid, phone: '(03) 5550 1234' })).toEqual({});
  });

  it('given empty fields, should name each required one', () => {
    expect(fieldErrors(contactSchema, { name: ' ', email: '', message: ' ' })).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      message: 'Message is required',
    });
  });

  it('given a malformed e-mail, should say "Please enter a valid email"', () => {
    expect(fieldErrors(contactSchema, { ...valid, email: 'ann' })).toEqual({
      email: 'Please enter a valid email',
    });
  });
});

describe('applicationSchema', () => {
  const valid = {
    name: 'Ann',
    email: 'ann@example.com',
    phone: '0412 345 678',
    position: 'fulltime',
    experience: 'Five years of React',
    github: '',
  };

  it('given the required fields and no GitHub link, should pass', () => {
    expect(fieldErrors(applicationSchema, valid)).toEqual({});
  });

  it('given empty fields, should name each required one', () => {
    expect(
      fieldErrors(applicationSchema, {
        name: '',
        email: '',
        phone: '',
        position: '',
        experience: '',
      }),
    ).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      phone: 'Phone is required',
      position: 'Please select a position',
      experience: 'Experience is required',
    });
  });

  it.each(['https://github.com/ann', 'http://github.com/ann', ' https://gitlab.example.org/ann '])(
    'given the link %j, should pass',
    (github) => {
      expect(fieldErrors(applicationSchema, { ...valid, github })).toEqual({});
    },
  );

  it.each([
    'github.com/ann',
    'ftp://github.com/ann',
    'https://',
    'javascript:alert(1)',
    'https://git hub.com',
    'https://localhost',
  ])('given the link %j, should say "Please enter a valid URL"', (github) => {
    expect(fieldErrors(applicationSchema, { ...valid, github })).toEqual({
      github: 'Please enter a valid URL',
    });
  });

  it('given the tabs, should label each position as the careers page does', () => {
    expect(careerPositions).toEqual(['fulltime', 'parttime', 'sales']);
    expect(careerPositionLabels).toEqual({
      fulltime: 'Full-Time Developer',
      parttime: 'Part-Time/Remote Developer',
      sales: 'Sales Professional',
    });
  });

  it('given an unknown position, should reject it', () => {
    expect(fieldErrors(applicationSchema, { ...valid, position: 'ceo' })).toEqual({
      position: 'Please select a position',
    });
  });
});

describe('applicationRequestSchema', () => {
  const fields = {
    name: 'Ann',
    email: 'ann@example.com',
    phone: '0412 345 678',
    position: 'sales',
    experience: 'Ten years',
  };

  it('given a small PDF, should pass', () => {
    const cv = new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' });
    expect(fieldErrors(applicationRequestSchema, { ...fields, cv })).toEqual({});
  });

  it('given no CV, should pass', () => {
    expect(fieldErrors(applicationRequestSchema, fields)).toEqual({});
  });

  it('given a text file, should reject its type', () => {
    const cv = new File(['hi'], 'cv.txt', { type: 'text/plain' });
    expect(fieldErrors(applicationRequestSchema, { ...fields, cv })).toEqual({
      cv: 'Your CV must be a PDF or DOCX file',
    });
  });

  it('given a PDF over 5 MB, should reject its size', () => {
    const cv = new File([new Uint8Array(CV_MAX_BYTES + 1)], 'cv.pdf', { type: 'application/pdf' });
    expect(fieldErrors(applicationRequestSchema, { ...fields, cv })).toEqual({
      cv: 'Your CV must be 5 MB or smaller',
    });
  });
});

describe('isHttpUrl', () => {
  it('given http(s) links with a dotted host, should accept them only', () => {
    expect(isHttpUrl('https://github.com')).toBe(true);
    expect(isHttpUrl('mailto:ann@example.com')).toBe(false);
    expect(isHttpUrl('not a url')).toBe(false);
  });
});

describe('blogPostInputSchema', () => {
  const valid = { title: 'Hello', slug: 'hello', content: '<p>Hi</p>', status: 'draft' };

  it('given title, slug, content and status, should pass without an excerpt', () => {
    expect(fieldErrors(blogPostInputSchema, valid)).toEqual({});
  });

  it('given blank fields, should require title, slug and content', () => {
    expect(
      fieldErrors(blogPostInputSchema, { title: ' ', slug: '', content: ' ', status: 'draft' }),
    ).toEqual({
      title: 'Title is required',
      slug: 'Slug is required',
      content: 'Content is required',
    });
  });

  it('given a slug with spaces, should reject it', () => {
    expect(fieldErrors(blogPostInputSchema, { ...valid, slug: 'hello world' })).toEqual({
      slug: 'Slug can only contain lowercase letters, numbers and hyphens',
    });
  });

  it('given an upper-case slug, should lower-case it', () => {
    expect(blogPostInputSchema.parse({ ...valid, slug: 'My-Post' }).slug).toBe('my-post');
  });

  it.each(['draft', 'submitted', 'published'])('given the status %s, should pass', (status) => {
    expect(fieldErrors(blogPostInputSchema, { ...valid, status })).toEqual({});
  });

  it('given another status, should reject it', () => {
    expect(fieldErrors(blogPostInputSchema, { ...valid, status: 'archived' })).toEqual({
      status: 'Status must be draft, submitted or published',
    });
  });

  it('given a post from the API, should accept a null excerpt and publish date', () => {
    expect(
      blogPostSchema.safeParse({
        id: 'b1',
        title: 'Hello',
        slug: 'hello',
        content: '<p>Hi</p>',
        excerpt: null,
        status: 'draft',
        authorId: 'u1',
        authorName: 'Ann',
        createdAt: '2026-11-22T10:00:00Z',
        updatedAt: '2026-11-22T10:00:00Z',
        publishedAt: null,
      }).success,
    ).toBe(true);
  });
});

describe('slugify', () => {
  it.each([
    ['Hello, World!', 'hello-world'],
    ['  Café  déjà vu  ', 'cafe-deja-vu'],
    ['10 Tips for SEO in 2026', '10-tips-for-seo-in-2026'],
    ['!!!', ''],
  ])('given %j, should propose %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });
});

describe('projects', () => {
  it('given the statuses, should be active, draft and archived', () => {
    expect(projectStatuses).toEqual(['active', 'draft', 'archived']);
  });

  it('given a blank name, should say "Project name is required"', () => {
    expect(fieldErrors(projectInputSchema, { name: ' ', status: 'active' })).toEqual({
      name: 'Project name is required',
    });
  });

  it('given too long a name or description, or bad figures, should say which', () => {
    expect(fieldErrors(projectInputSchema, { name: 'x'.repeat(101), status: 'draft' })).toEqual({
      name: 'Project name must be 100 characters or less',
    });
    expect(
      fieldErrors(projectInputSchema, {
        name: 'Site',
        description: 'x'.repeat(2001),
        status: 'draft',
        views: -2,
        revenue: 1.234,
      }),
    ).toEqual({
      description: 'Description must be 2,000 characters or less',
      views: 'Enter a whole number, 0 or more',
      revenue: 'Enter an amount in dollars, 0 or more',
    });
    // Form fields arrive as strings; '' is 0.
    expect(
      projectInputSchema.parse({
        name: 'Site',
        status: 'draft',
        views: '12',
        revenue: '',
        pages: '3',
      }),
    ).toMatchObject({ views: 12, revenue: 0, pages: 3 });
  });

  it('given an unknown status, should say "Please select a status"', () => {
    expect(fieldErrors(projectInputSchema, { name: 'Site', status: 'done' })).toEqual({
      status: 'Please select a status',
    });
  });

  it('given a project from the API, should accept docs/product/spec.md §3 fields', () => {
    expect(
      projectSchema.safeParse({
        id: 'p1',
        name: 'Site',
        description: '',
        status: 'archived',
        createdAt: '2026-11-22T10:00:00Z',
        updatedAt: '2026-11-22T10:00:00Z',
        views: 12,
        revenue: 0,
        pages: 3,
      }).success,
    ).toBe(true);
  });
});

describe('dashboard and workspace', () => {
  it('given storage above 100 percent, should reject the summary', () => {
    const summary = { projects: 1, visitors: 2, storage: 40, revenue: 10 };
    expect(dashboardSummarySchema.safeParse(summary).success).toBe(true);
    expect(dashboardSummarySchema.safeParse({ ...summary, storage: 140 }).success).toBe(false);
  });

  it('given a workspace, should accept stats and projects', () => {
    expect(
      workspaceSchema.safeParse({
        username: 'ann',
        stats: { totalProjects: 1, totalVisitors: 5, storageUsed: 3, lastActive: null },
        projects: [
          {
            id: 'p1',
            name: 'Site',
            lastModified: '2026-11-22T10:00:00Z',
            status: 'active',
            visitors: 5,
            pages: 3,
          },
        ],
      }).success,
    ).toBe(true);
  });

  it('given a lead update, should take a boolean', () => {
    expect(leadHandledSchema.safeParse({ handled: true }).success).toBe(true);
    expect(leadHandledSchema.safeParse({ handled: 'yes' }).success).toBe(false);
  });
});
