/**
 * English strings. Spanish (es.ts) must have exactly these keys: its type is `Dictionary`, so a
 * missing or extra key fails the type check, and tests/unit/i18n.test.ts compares them too.
 * Interpolation uses i18next's `{{name}}`.
 */
export const en = {
  meta: {
    siteName: "Florida Financial Academy",
    defaultKeywords:
      "Florida 2-15 license, insurance license Florida, 215 license course, insurance agent training, bilingual insurance education",
  },
  brand: {
    name: "Florida Financial Academy",
    tagline: "2-15 licensing and insurance services",
    homeLabel: "Florida Financial Academy, home",
  },
  languages: {
    en: "English",
    es: "Español",
    enShort: "EN",
    esShort: "ES",
    switchTo: "Switch the site to {{language}}",
    listHeading: "Language",
  },
  nav: {
    label: "Main",
    about: "About",
    services: "Services",
    allServices: "All services",
    licenseJourney: "License Journey",
    findPartners: "Find Partners",
    joinNetwork: "Join Network",
    youthSponsorship: "Youth Sponsorship",
    blog: "Blog",
    login: "Login",
    adminAccess: "Admin Access",
    openMenu: "Menu",
    mobileMenuLabel: "Site menu",
    skipToContent: "Skip to main content",
  },
  serviceNames: {
    "term-insurance": "Term Life Insurance",
    "fixed-index-annuities": "Fixed Index Annuities",
    "mortgage-protection": "Mortgage Protection",
    "long-term-care": "Long-Term Care",
    iul: "Index Universal Life",
    "health-insurance": "Health Insurance",
    "credit-resolution": "Ai Credit Repair",
  },
  footer: {
    about:
      "We help Floridians earn their 2-15 insurance license and protect their families with insurance and financial services, in English and Spanish.",
    quickLinks: "Quick Links",
    home: "Home",
    sponsorshipProgram: "Sponsorship Program",
    services: "Services",
    contact: "Contact Us",
    emailLabel: "Email",
    phoneLabel: "Phone",
    followUs: "Follow us",
    newsletterHeading: "Newsletter",
    newsletterText: "Licensing tips, exam dates and new articles, about once a month.",
    newsletterEmailLabel: "Email address",
    newsletterPlaceholder: "you@example.com",
    subscribe: "Subscribe",
    copyright: "© {{year}} Florida Financial Academy. All rights reserved.",
    privacy: "Privacy Policy",
    terms: "Terms of Service",
    cookies: "Cookie Settings",
    legalLabel: "Legal",
  },
  social: {
    facebook: "Facebook",
    instagram: "Instagram",
    linkedin: "LinkedIn",
    youtube: "YouTube",
  },
  home: {
    meta: {
      title: "Florida 2-15 Insurance License Training | Florida Financial Academy",
      description:
        "Earn your Florida 2-15 insurance license online in English or Spanish, and explore term life, annuities, mortgage protection, long-term care, IUL and health insurance.",
      keywords:
        "Florida 2-15 license, 215 insurance license online, insurance license course Spanish, life and health insurance agent Florida",
    },
    hero: {
      eyebrow: "Florida 2-15 Life, Health & Annuities License",
      title: "Start your insurance career with the right training",
      text: "Our online course prepares you for the Florida 2-15 license in about 10 hours, with mentors who guide you from application to certification, in English or Spanish.",
      getLicensed: "Get Licensed",
      viewServices: "View Services",
      contactUs: "Contact Us",
      otherLanguage: "Ver en español",
    },
    tiles: {
      heading: "Everything you need in one place",
      intro: "Pick where you want to start.",
      licenseApplication: {
        title: "Apply for Your License",
        text: "Send your 2-15 license application and we'll guide you through the next steps.",
      },
      licenseJourney: {
        title: "License Journey",
        text: "See the three steps: application, training and certification.",
      },
      findPartners: {
        title: "Find Partners",
        text: "Search our directory of trusted service providers in Florida.",
      },
      joinNetwork: {
        title: "Join Our Network",
        text: "Apply to become a partner and reach new clients.",
      },
      about: {
        title: "About Us",
        text: "Our mission, our founder and why students choose us.",
      },
      blog: {
        title: "Blog",
        text: "Guides on insurance, annuities, licensing and growing your business.",
      },
    },
    services: {
      heading: "Insurance services for every stage of life",
      intro: "Talk with a licensed professional about the protection your family needs.",
      learnMore: "Learn more",
      learnMoreAbout: "Learn more about {{service}}",
      getStarted: "Get Started",
      getStartedWith: "Get started with {{service}}",
      descriptions: {
        "term-insurance": "Affordable protection for 10, 15, 20 or 30 years while your family needs it most.",
        "fixed-index-annuities": "Growth linked to a market index, with your principal protected from losses.",
        "mortgage-protection": "Keep your home in the family if you pass away or become disabled.",
        "long-term-care": "Pay for care at home or in a facility without draining your savings.",
        iul: "Lifelong coverage with cash value that can grow with a market index.",
        "health-insurance": "Individual and family health plans, including Marketplace options.",
      },
    },
    sponsorship: {
      heading: "Youth Sponsorship Program",
      text: "Are you 18 to 25? Our sponsorship program covers your licensing path and pairs you with a mentor for 6 to 12 months.",
      link: "Explore the sponsorship program",
    },
    cta: {
      heading: "Ready to get your 2-15 license?",
      text: "Study online at your own pace. Most students finish the course in about 10 hours.",
      enroll: "Enroll Now",
      explore: "Explore the License",
    },
    spanish: {
      heading: "Disponible en español",
      text: "The whole course, every page and our support are also available in Spanish.",
      link: "Ver el sitio en español",
    },
  },
  notFound: {
    metaTitle: "Page Not Found | Florida Financial Academy",
    title: "Page Not Found",
    text: "We couldn't find the page you were looking for. It may have moved, or the address may be mistyped.",
    home: "Go to the home page",
  },
  errors: {
    metaTitle: "Something went wrong | Florida Financial Academy",
    title: "Something went wrong",
    text: "An unexpected error occurred. Please try again.",
    home: "Go to the home page",
    forbiddenTitle: "Request refused",
    forbiddenText: "This request came from another site, so we did not act on it. Please use the form on our own pages.",
    tooLargeTitle: "That was too much to send",
    tooLargeText: "The form you sent was larger than we accept. Please shorten your message and try again.",
  },
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** The shape every language must fill. */
export type Dictionary = Widen<typeof en>;
