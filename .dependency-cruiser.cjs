/**
 * The import rules of docs/ARCHITECTURE.md "Folders and imports", checked by `npm run lint`
 * (dependency-cruiser; `npm test`'s lint step). A feature is any folder of apps/server/src that is not
 * shared or the app itself, and any folder of apps/web/src/features.
 */
const SERVER_SHARED = "db|http|events|cpu|mail|jobs|audit|text|demo|storage|users";
const SERVER_APP =
  "^apps/server/src/(app|main|restore)\\.ts$|^apps/server/src/(seed|web)/|^apps/server/src/jobs/tasks\\.ts$";
const SERVER_FEATURE = `^apps/server/src/(?!(?:${SERVER_SHARED}|seed|web)/)[^/]+/`;
const WEB_APP = "^apps/web/src/app/|^apps/web/src/(main|entry-server)\\.tsx$";
const WEB_FEATURE = "^apps/web/src/features/[^/]+/";
const TESTS = "\\.test\\.tsx?$";

/**
 * Which other features a feature may use (through their index.ts). One way only: the table must stay free
 * of circles (checked below), so that no two features import each other, directly or round a circle. A
 * feature that is not listed uses no other feature.
 */
const USES = {
  server: {
    admin: ["auth", "boards"],
    comments: ["boards", "posts"],
    dashboards: ["files"],
    files: ["boards"],
    members: ["auth", "notes", "notifications", "posts", "reservations", "trade"],
    moderation: ["boards", "notes", "posts"],
    notifications: ["boards", "notes", "posts"],
    pages: ["files"],
    posts: ["auth", "boards", "files", "notes"],
    registration: ["admin", "auth"],
    reservations: ["boards"],
    search: ["boards", "notifications", "posts", "trade"],
    site: ["boards", "posts"],
    surveys: ["files"],
    trade: ["boards", "files", "notes"],
  },
  web: {
    boards: ["comments", "files", "moderation", "notifications"],
    comments: ["moderation"],
    dashboards: ["files"],
    home: ["boards"],
    mypage: ["notifications", "registration", "reservations"],
    pages: ["surveys"],
    search: ["boards"],
    trade: ["comments", "files", "moderation"],
  },
};

/** Throws when a feature reaches itself through the table. */
function assertNoCircle(uses) {
  const visit = (feature, trail) => {
    if (trail.includes(feature))
      throw new Error(`.dependency-cruiser.cjs USES has a circle: ${[...trail, feature].join(" → ")}`);
    for (const next of uses[feature] ?? []) visit(next, [...trail, feature]);
  };
  for (const feature of Object.keys(uses)) visit(feature, []);
}

/** One rule per listed feature, and one for every other feature: it may reach only what the table allows. */
function directionRules(app, uses, featureRoot, featurePath, notFeatures) {
  assertNoCircle(uses);
  const rule = (from, own, allowed) => ({
    name: "feature-direction",
    severity: "error",
    comment: `A feature uses only the features USES lists for it (${app}), one way.`,
    from: { path: from, pathNot: TESTS },
    to: {
      path: featurePath,
      pathNot: [own, ...allowed.map((f) => `^${featureRoot}${f}/`)],
      dependencyTypesNot: ["dynamic-import"],
    },
  });
  const listed = Object.keys(uses);
  return [
    ...listed.map((f) => rule(`^${featureRoot}${f}/`, `^${featureRoot}${f}/`, uses[f])),
    {
      ...rule(`^${featureRoot}([^/]+)/`, `^${featureRoot}$1/`, []),
      from: {
        path: `^${featureRoot}([^/]+)/`,
        pathNot: [TESTS, notFeatures, ...listed.map((f) => `^${featureRoot}${f}/`)],
      },
    },
  ];
}

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment:
        "No import circles, type-only and lazy import() ones included: move what both sides need to a third " +
        "module. A lazy link once hid one (SessionTimeout → notify → overlays ⇢ overlay-hosts → SessionTimeout, " +
        "broken by lib/notices.ts); a rule that skipped circles through import() would not see it come back.",
      from: { path: "^apps/(server|web)/src/" },
      to: { circular: true },
    },
    {
      name: "no-feature-internals",
      severity: "error",
      comment: "Outside a feature, only its index.ts is imported (the app's wiring, tests and lazy screens aside).",
      from: { path: "^apps/server/src/([^/]+?)(?:/|\\.ts$)", pathNot: [SERVER_APP, TESTS] },
      to: { path: SERVER_FEATURE, pathNot: ["^apps/server/src/$1/", "^apps/server/src/[^/]+/index\\.ts$"] },
    },
    {
      name: "no-feature-internals",
      severity: "error",
      comment: "Outside a feature, only its index.ts is imported (the app's wiring, tests and lazy screens aside).",
      from: { path: "^apps/web/src/(?:features/)?([^/]+?)(?:/|\\.tsx?$)", pathNot: [WEB_APP, TESTS] },
      to: {
        path: WEB_FEATURE,
        pathNot: ["^apps/web/src/features/$1/", "^apps/web/src/features/[^/]+/index\\.tsx?$"],
        dependencyTypesNot: ["dynamic-import"],
      },
    },
    ...directionRules(
      "server",
      USES.server,
      "apps/server/src/",
      SERVER_FEATURE,
      `^apps/server/src/(?:${SERVER_SHARED}|seed|web)/`,
    ),
    ...directionRules("web", USES.web, "apps/web/src/features/", WEB_FEATURE, "^$"),
    {
      name: "shared-below-features",
      severity: "error",
      comment:
        "Shared code imports no feature: a feature uses it, never the other way round (the web frame's lazy " +
        "import() of a feature's overlay aside).",
      from: {
        path: `^apps/server/src/(?:${SERVER_SHARED})/|^apps/server/src/(config|context)\\.ts$|^apps/web/src/(lib|components)/`,
        pathNot: [SERVER_APP, TESTS],
      },
      to: { path: `${SERVER_FEATURE}|${WEB_FEATURE}`, dependencyTypesNot: ["dynamic-import"] },
    },
  ],
  options: {
    parser: "swc",
    tsPreCompilationDeps: true,
    doNotFollow: { path: "node_modules" },
    exclude: { path: "node_modules" },
  },
};
