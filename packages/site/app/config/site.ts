// The one typed site config: every brand string, business constant, plan, claim, page's words and UI message
// lives here (the part the browser needs in browser.ts, included below) so pages, forms, tests and SEO output
// read the same values. The contact message's words and limits come from @orbitag/contact, which the contact
// Netlify function shares.
import { contactMail } from "@orbitag/contact/text";
import { actions, appUrl, brand, externalLink, messages, newTabHint } from "./browser.ts";

export type NavItem =
  { label: string; kind: "section"; sectionId: string } | { label: string; kind: "route"; to: string };

export interface Plan {
  id: "basic" | "professional" | "enterprise";
  name: string;
  /** whole US dollars per month, or null for a custom (quoted) price */
  priceUsd: number | null;
  priceLabel: string;
  period: string;
  description: string;
  limits: string[];
  features: string[];
  mostPopular: boolean;
  cta: string;
}

export interface Claim {
  value: string;
  label: string;
}

export interface Feature {
  id: string;
  icon: "scan" | "map-pin" | "sparkles" | "clipboard-check" | "bell" | "bar-chart";
  title: string;
  description: string;
}

export type IconName =
  | Feature["icon"]
  | Value["icon"]
  | Industry["icon"]
  | "zap"
  | "building"
  | "lock"
  | "nfc"
  | "cloud"
  | "cpu"
  | "smartphone"
  | "code"
  | "shield-check";

export interface Industry {
  id: "healthcare" | "manufacturing" | "it" | "construction";
  icon: "heart-pulse" | "factory" | "server" | "hard-hat";
  name: string;
  tagline: string;
  summary: string;
  examples: string[];
  keyFeatures: string[];
  benefits: string[];
}

export interface Value {
  icon: "target" | "shield" | "users";
  title: string;
  description: string;
}

export interface PageSeo {
  path: string;
  title: string;
  description: string;
}

/** spec §9: the reply promise, on the contact page and in its descriptions (the success toast says it too) */
const replyPromise = "within 24 hours";

export const site = {
  brand,
  tagline: "Asset tracking and management, everywhere your things go",
  /** Production origin of the marketing site: canonical URLs, sitemap, Open Graph. */
  origin: "https://orbitag.com",
  // the part the browser reads (config/browser.ts): the islands import it alone
  appUrl,
  externalLink,
  newTabHint,
  actions,
  // the browser's words, and those only prerendered pages show
  messages: {
    ...messages,
    auth: {
      ...messages.auth,
      javaScriptRequired: {
        title: "JavaScript is needed to sign in",
        body: "Signing in and creating an account run in your browser, and JavaScript is off or did not load. Turn it on for this site and try again. What you typed was not used.",
        back: "Back to Sign In",
      },
    },
    notFound: {
      code: "404",
      title: "Oops! Page not found",
      backHome: "Return to Home",
      /** logged to the console with the attempted path */
      consoleLog: "404 Error: User attempted to access non-existent route:",
    },
    unexpectedError: "Unexpected Application Error!",
  },
  /** Features/Pricing from another page: navigate to '/' and scroll after this delay (spec §9). */
  scrollAfterNavigateMs: 100,

  nav: [
    { label: "Features", kind: "section", sectionId: "features" },
    { label: "Pricing", kind: "section", sectionId: "pricing" },
    { label: "Use Cases", kind: "route", to: "/use-cases" },
    { label: "About", kind: "route", to: "/about" },
    { label: "Contact", kind: "route", to: "/contact" },
  ] satisfies NavItem[] as NavItem[],
  /** accessible names of the mobile menu's button, and of the header's two navigation landmarks */
  menuLabels: { open: "Open menu", close: "Close menu", main: "Main", nav: "Mobile" },
  /** the logo link's accessible name */
  homeLink: `${brand} home`,
  /** the first stop of every page's Tab order, past the header to the page's own content */
  skipToContent: "Skip to content",

  contact: {
    /** sales (the inbox the contact form mails) and support */
    emails: [contactMail.to, "support@orbitag.com"],
    phones: ["+1 (415) 555-0142", "+1 (415) 555-0199"],
    address: {
      street: "548 Market Street, Suite 300",
      locality: "San Francisco",
      region: "CA",
      postalCode: "94104",
      country: "US",
    },
    hours: ["Monday to Friday 9:00 AM - 6:00 PM PST", "Saturday 10:00 AM - 4:00 PM PST", "Sunday closed"],
    replyPromise,
  },

  claims: [
    { value: "99.9%", label: "accuracy" },
    { value: "50%", label: "reduced loss" },
    { value: "24/7", label: "monitoring" },
  ] satisfies Claim[] as Claim[],
  /** the accessible name of the row of claims (a landmark on / and /about) */
  claimsLabel: "Results our customers see",

  features: [
    {
      id: "scanning",
      icon: "scan",
      title: "RFID/NFC scanning",
      description: "Check assets in and out with a tap of a phone or a pass of a handheld reader.",
    },
    {
      id: "location",
      icon: "map-pin",
      title: "Real-time location & movement history",
      description: "See where every asset is right now and every place it has been.",
    },
    {
      id: "orchestration",
      icon: "sparkles",
      title: "AI-powered orchestration",
      description: "Let the platform suggest where equipment should go before anyone has to ask.",
    },
    {
      id: "auditing",
      icon: "clipboard-check",
      title: "Auditing with bill-of-lading integration",
      description: "Reconcile what arrived against what was shipped and schedule periodic scan sweeps.",
    },
    {
      id: "notifications",
      icon: "bell",
      title: "Smart notifications",
      description:
        // (a no-break space before a dash: it never starts a line)
        "Hear about the things that matter\u00a0— overdue returns, missed sweeps, assets leaving a zone.",
    },
    {
      id: "analytics",
      icon: "bar-chart",
      title: "Analytics & export",
      description: "Utilisation, loss and audit trends in dashboards your finance team will actually read.",
    },
  ] satisfies Feature[] as Feature[],

  whyUs: [
    {
      icon: "zap",
      title: "Up and running in a day",
      description:
        "Tag your first assets with the starter kit and scan them with the phones you already own.",
    },
    {
      icon: "building",
      title: "Built for every team size",
      description: "From a ten-person workshop to a multi-site enterprise, plans grow with your inventory.",
    },
    {
      icon: "lock",
      title: "Role-based access",
      description:
        "Admin, Manager and Staff roles with granular permissions keep the right people in control.",
    },
  ],

  techStack: [
    {
      icon: "nfc",
      name: "RFID & NFC",
      description: "UHF RFID readers and NFC tags for contactless identification",
    },
    {
      icon: "cloud",
      name: "Cloud platform",
      description: "Encrypted, redundant storage with automatic backups",
    },
    {
      icon: "cpu",
      name: "Machine learning",
      description: "Models that learn your usage patterns to orchestrate assets",
    },
    {
      icon: "smartphone",
      name: "Mobile apps",
      description: "iOS and Android scanning apps that work offline",
    },
    {
      icon: "code",
      name: "Open API",
      description: "REST API and webhooks to connect your ERP and ticketing tools",
    },
    {
      icon: "shield-check",
      name: "Security",
      description: "Single sign-on, audit logs and encryption in transit and at rest",
    },
  ],

  plans: [
    {
      id: "basic",
      name: "Basic",
      priceUsd: 29,
      priceLabel: "$29",
      period: "/month",
      description: "For small teams starting to track their equipment.",
      limits: ["Up to 100 items", "5 users"],
      features: ["Mobile RFID scanning", "Basic reporting", "Email support"],
      mostPopular: false,
      cta: "Start Free Trial",
    },
    {
      id: "professional",
      name: "Professional",
      priceUsd: 99,
      priceLabel: "$99",
      period: "/month",
      description: "For growing businesses that need insight and automation.",
      limits: ["Up to 1,000 items", "25 users"],
      features: ["Advanced analytics", "Smart notifications", "API access", "Priority support"],
      mostPopular: true,
      cta: "Start Free Trial",
    },
    {
      id: "enterprise",
      name: "Enterprise",
      priceUsd: null,
      priceLabel: "Custom",
      period: "",
      description: "For organisations with many sites and custom requirements.",
      limits: ["Unlimited items", "Unlimited users"],
      features: ["AI orchestration", "Custom integrations", "Dedicated support", "SLA", "White-label"],
      mostPopular: false,
      cta: "Contact Sales",
    },
  ] satisfies Plan[] as Plan[],
  mostPopularLabel: "Most Popular",

  industries: [
    {
      id: "healthcare",
      icon: "heart-pulse",
      name: "Healthcare",
      tagline: "Find the infusion pump before the patient needs it",
      summary:
        "Hospitals lose hours every shift searching for mobile equipment. Orbitag shows nurses and biomed teams where every device is and whether it is clean, in use or due for service.",
      examples: [
        "Infusion pumps, wheelchairs and portable monitors",
        "Sterile instrument trays moving between theatres and CSSD",
        "Loaned devices shared between wards and clinics",
      ],
      keyFeatures: [
        "Room-level location on a live floor plan",
        "Cleaning and maintenance status per device",
        "Par-level alerts when a ward runs low",
      ],
      benefits: [
        "Less nursing time spent searching",
        "Fewer rentals and duplicate purchases",
        "Audit trail ready for compliance inspections",
      ],
    },
    {
      id: "manufacturing",
      icon: "factory",
      name: "Manufacturing",
      tagline: "Keep tools, fixtures and containers moving with the line",
      summary:
        "Missing jigs and returnable containers stop production. Orbitag tracks them from the shop floor to suppliers and back, so the line never waits.",
      examples: [
        "Jigs, fixtures, moulds and calibrated gauges",
        "Returnable racks, pallets and containers",
        "Work-in-progress moving between cells",
      ],
      keyFeatures: [
        "Bill-of-lading matching for inbound and outbound loads",
        "Calibration and maintenance schedules",
        "Scan sweeps by shift or by zone",
      ],
      benefits: [
        "Less downtime waiting for tooling",
        "Fewer lost returnable containers",
        "Accurate asset registers for finance",
      ],
    },
    {
      id: "it",
      icon: "server",
      name: "IT & Technology",
      tagline: "Every laptop, server and licence accounted for",
      summary:
        "Hardware spreads across offices, homes and data centres. Orbitag gives IT one register of who has what, where it is, and when it is due back.",
      examples: [
        "Laptops, monitors and docking stations",
        "Servers and network gear in racks and cages",
        "Loaner pools and spare-part stock",
      ],
      keyFeatures: [
        "Check-in/check-out against employees",
        "API access to sync with your service desk",
        "Warranty and lifecycle tracking",
      ],
      benefits: [
        "Faster onboarding and offboarding",
        "Clean hardware audits in hours, not weeks",
        "Lower replacement spend",
      ],
    },
    {
      id: "construction",
      icon: "hard-hat",
      name: "Construction",
      tagline: "Know which site has the generator",
      summary:
        "Tools and plant move between sites daily and walk off just as often. Orbitag tracks them across every project so crews have what they need and nothing goes missing.",
      examples: [
        "Power tools, generators and light towers",
        "Scaffolding, formwork and site cabins",
        "Rented plant that must go back on time",
      ],
      keyFeatures: [
        "Rugged RFID tags that survive site conditions",
        "Geofences around each site and yard",
        "Rental return reminders",
      ],
      benefits: ["Less theft and tool loss", "Lower rental overrun charges", "Job costing by site and asset"],
    },
  ] satisfies Industry[] as Industry[],
  /** Headings of each industry's lists — spec §2: "Each has examples, key features and benefits." */
  industryListHeadings: { examples: "Examples", keyFeatures: "Key Features", benefits: "Benefits" },

  about: {
    story: [
      "Orbitag began on a hospital floor, watching nurses spend the first hour of a shift looking for equipment that was somewhere in the building.",
      "We built a simple tag-and-scan tool for that one ward. Manufacturers, IT teams and contractors soon asked for the same thing, so we turned it into a platform that tracks any asset, anywhere.",
      "Today Orbitag helps organisations from ten-person workshops to multi-site enterprises know where their things are and put them to better use.",
    ],
    mission:
      "Give every organisation a clear, real-time picture of its physical assets, so people spend their time on work that matters instead of searching.",
    vision:
      "A world where no asset is lost, idle or bought twice\u00a0— where equipment moves to where it is needed before anyone has to ask.",
    values: [
      {
        icon: "target",
        title: "Accuracy first",
        description:
          "An asset register is only useful if people trust it. We obsess over every scan being right.",
      },
      {
        icon: "shield",
        title: "Security by default",
        description:
          "Your asset data is encrypted, access-controlled and never sold. Privacy is not an add-on.",
      },
      {
        icon: "users",
        title: "Built with customers",
        description:
          "Our roadmap comes from the wards, shop floors and sites where Orbitag is used every day.",
      },
    ] satisfies Value[] as Value[],
  },

  /** Each page's own words (headings, intros, card titles), in the order a visitor reads them. */
  pages: {
    home: {
      hero: {
        eyebrow: "RFID · NFC · Real-time location",
        heading: "Know where every asset is, right now",
        lead: `${brand} tags, scans and tracks your equipment across every site\u00a0— with movement history, AI-powered orchestration and audits that reconcile themselves.`,
        /** short facts under the buttons, each from the plans or the features: no terms the offer does not state */
        facts: ["Free trial", "Plans from $29/month", "Mobile RFID scanning"],
        /** the illustration's accessible name (what it draws is artwork) */
        illustration: `${brand} dashboard: tracked assets on a live floor plan with their movement history and scan feed`,
      },
      whyUs: {
        eyebrow: `Why ${brand}`,
        heading: "Stop searching. Start knowing.",
        intro: `Teams lose hours every week looking for equipment, re-buying what they already own and reconciling spreadsheets by hand. ${brand} replaces all of it with one live register.`,
      },
      features: {
        eyebrow: "Features",
        heading: "Everything you need to track, audit and optimise assets",
        intro: "Six capabilities that work together from the first scan to the quarterly report.",
      },
      technology: {
        eyebrow: "Technology",
        heading: "Built on a modern, secure stack",
        intro:
          "Proven identification hardware, a cloud platform that scales with you and open interfaces to the tools you already use.",
      },
      pricing: {
        eyebrow: "Pricing",
        heading: "Simple pricing that grows with you",
        intro: "Start with a free trial, then pick the plan that fits your team.",
      },
    },
    useCases: {
      eyebrow: "Use cases",
      heading: "Industry Solutions",
      intro: `Every industry loses time to missing equipment in its own way. See how teams in healthcare, manufacturing, IT and construction use ${brand} to find assets faster, cut losses and pass audits.`,
      closing: {
        heading: `See ${brand} in your industry`,
        intro:
          "Start a free trial with your own assets, or talk to our team about a pilot at one of your sites.",
      },
    },
    about: {
      eyebrow: `About ${brand}`,
      heading: "Our Story",
      missionAndVision: { heading: "Mission and vision", mission: "Our Mission", vision: "Our Vision" },
      values: {
        heading: "Our Values",
        intro: "Three principles guide what we build and how we work with customers.",
      },
    },
    contact: {
      // named like the other pages' eyebrows ("Use cases", "About Orbitag")
      eyebrow: `Contact ${brand}`,
      heading: "Get in Touch",
      intro:
        "Have questions about streamlining your asset tracking? Our team is here to help you find the right solution for your business.",
      form: { title: "Send us a Message", intro: `We'll get back to you ${replyPromise}.` },
      info: {
        title: "Contact Information",
        /** the label of each address, number, the office and the hours, in the card's order */
        labels: { sales: "Sales", support: "Support", office: "Office", hours: "Business hours" },
      },
      /** spec §2: three buttons with no behaviour */
      help: {
        title: "Need Immediate Help?",
        options: [
          { id: "chat", label: "Live Chat Support", hint: "Available 24/7" },
          { id: "demo", label: "Schedule a Demo Call" },
          { id: "help-center", label: "Access Help Center" },
        ],
      },
    },
  },

  footer: {
    headings: { product: "Product", company: "Company", contact: "Contact" },
    /** the footer's link to /auth (the other links are the header's) */
    authLink: "Sign in / Sign up",
    rights: `${brand}, Inc. All rights reserved.`,
  },

  seo: {
    defaultImage: "/og-image.png",
    twitterHandle: "@orbitag",
    locale: "en_US",
    themeColor: "#2563eb",
    pages: {
      home: {
        path: "/",
        title: "Orbitag — RFID & NFC asset tracking and management",
        description:
          "Track every asset in real time with RFID/NFC scanning, movement history, AI-powered orchestration, auditing and smart notifications. Plans from $29/month.",
      },
      useCases: {
        path: "/use-cases",
        title: "Industry Solutions — Orbitag asset tracking",
        description:
          "How healthcare, manufacturing, IT and construction teams use Orbitag to find equipment faster, cut losses and pass audits.",
      },
      about: {
        path: "/about",
        title: "Our Story — About Orbitag",
        description:
          "Orbitag helps organisations know where their physical assets are. Read our story, mission, vision and values.",
      },
      contact: {
        path: "/contact",
        title: "Get in Touch — Contact Orbitag",
        description: `Contact ${brand} sales and support by form, e-mail or phone. We reply ${replyPromise}.`,
      },
      contactThanks: {
        // CONTACT_THANKS_PATH: where the contact function sends a form posted without JavaScript
        path: "/contact/thanks",
        title: "Message Sent! — Contact Orbitag",
        description: `Your message is on its way to the ${brand} team. We reply ${replyPromise}.`,
      },
      auth: {
        path: "/auth",
        title: "Sign in or create an account — Orbitag",
        description: "Sign in to Orbitag or create an account with your e-mail or Google.",
      },
      javaScriptRequired: {
        path: "/auth/javascript-required",
        title: "JavaScript is needed to sign in — Orbitag",
        description: "Signing in to Orbitag needs JavaScript in your browser.",
      },
      notFound: {
        path: "/404",
        title: "Page not found — Orbitag",
        description: "The page you were looking for does not exist.",
      },
    } satisfies Record<string, PageSeo>,
  },
} as const;

export type SiteConfig = typeof site;

/** Absolute URL on the marketing site's origin. */
export function absoluteUrl(path: string): string {
  return new URL(path, site.origin).toString();
}
