import type { PageMeta } from "~/site/seo";
import type { Localized, TitledText } from "./localized";

export interface PartnerNetworkContent {
  meta: PageMeta;
  hero: { eyebrow: string; title: string; lead: string; imageAlt: string };
  benefits: { heading: string; intro: string; items: TitledText[] };
  requirements: { heading: string; intro: string; items: string[] };
  steps: { heading: string; intro: string; items: TitledText[] };
  application: { heading: string; text: string; reviewNote: string };
  directory: { heading: string; text: string };
}

export const partnerNetworkContent: Localized<PartnerNetworkContent> = {
  en: {
    meta: {
      title: "Join Our Partner Network | Florida Financial Academy",
      description:
        "Financial, real estate, tax and credit professionals: join our partner network, get listed in our directory and receive referrals. Applications reviewed in 2-3 business days.",
      keywords: "partner network Florida, financial services referral network, list my business Florida, insurance agency partners, business directory Florida",
    },
    hero: {
      eyebrow: "Partner network",
      title: "Grow your business with a network that refers clients",
      lead: "We connect families, students and new agents with trusted professionals across Florida. Join the network and be found by the people we serve.",
      imageAlt: "Connected points on a map of Florida",
    },
    benefits: {
      heading: "Why partners join",
      intro: "Being a partner is about referrals that fit, not paid advertising.",
      items: [
        { title: "Qualified referrals", text: "We send you clients whose needs match what you do, in English or Spanish." },
        { title: "A directory listing", text: "Your business appears in our Find Partners directory, searchable by category and city." },
        { title: "Access to new agents", text: "Meet licensed graduates of our course when you are hiring or looking for sub-agents." },
        { title: "Shared events", text: "Workshops and community events where partners present to our students and clients." },
      ],
    },
    requirements: {
      heading: "What we ask of partners",
      intro: "Our students and clients trust our referrals, so we are careful about who we list.",
      items: [
        "A business that serves clients in Florida",
        "Any license your profession requires, active and in good standing",
        "A clean record with regulators and the Better Business Bureau",
        "A commitment to clear pricing and to answering referrals promptly",
        "Service in Spanish is welcome, but not required",
      ],
    },
    steps: {
      heading: "How to join",
      intro: "Five steps, and we keep you informed at each one.",
      items: [
        { title: "Submit application", text: "Tell us about your business, your services and where you work." },
        { title: "Initial interview", text: "A short call to understand your clients and how referrals would work." },
        { title: "Background check", text: "We verify licenses, reviews and regulatory records." },
        { title: "Partnership agreement", text: "A simple written agreement on referrals, service standards and privacy." },
        { title: "Onboarding", text: "Your directory listing goes live and we introduce you to our team." },
      ],
    },
    application: {
      heading: "Apply to the network",
      text: "Fill in the application below. Required fields are marked; you can add your website and tags to help clients find you.",
      reviewNote: "Applications are reviewed within 2-3 business days.",
    },
    directory: {
      heading: "See who is already in the network",
      text: "Browse the partner directory by category and city.",
    },
  },
  es: {
    meta: {
      title: "Únase a Nuestra Red de Socios | Florida Financial Academy",
      description:
        "Profesionales de finanzas, bienes raíces, impuestos y crédito: únase a nuestra red de socios, aparezca en nuestro directorio y reciba referidos. Revisamos las solicitudes en 2 a 3 días hábiles.",
      keywords: "red de socios Florida, red de referidos de servicios financieros, anunciar mi negocio Florida, socios de agencias de seguros, directorio de negocios Florida",
    },
    hero: {
      eyebrow: "Red de socios",
      title: "Haga crecer su negocio con una red que le refiere clientes",
      lead: "Conectamos a familias, estudiantes y nuevos agentes con profesionales de confianza en toda Florida. Únase a la red y deje que las personas a quienes servimos lo encuentren.",
      imageAlt: "Puntos conectados sobre un mapa de Florida",
    },
    benefits: {
      heading: "Por qué se unen nuestros socios",
      intro: "Ser socio se trata de referidos que encajan, no de publicidad pagada.",
      items: [
        { title: "Referidos calificados", text: "Le enviamos clientes cuyas necesidades coinciden con lo que usted hace, en español o en inglés." },
        { title: "Un lugar en el directorio", text: "Su negocio aparece en nuestro directorio Buscar Socios, por categoría y ciudad." },
        { title: "Acceso a nuevos agentes", text: "Conozca a egresados con licencia de nuestro curso cuando busque personal o subagentes." },
        { title: "Eventos compartidos", text: "Talleres y eventos comunitarios donde los socios se presentan a nuestros estudiantes y clientes." },
      ],
    },
    requirements: {
      heading: "Lo que pedimos a nuestros socios",
      intro: "Nuestros estudiantes y clientes confían en nuestros referidos, por eso elegimos con cuidado a quién incluimos.",
      items: [
        "Un negocio que atienda a clientes en Florida",
        "Las licencias que su profesión exija, activas y en regla",
        "Un historial limpio ante los reguladores y el Better Business Bureau",
        "El compromiso de tener precios claros y responder pronto a los referidos",
        "La atención en español es bienvenida, pero no obligatoria",
      ],
    },
    steps: {
      heading: "Cómo unirse",
      intro: "Cinco pasos, y le mantenemos informado en cada uno.",
      items: [
        { title: "Envíe su solicitud", text: "Cuéntenos sobre su negocio, sus servicios y dónde trabaja." },
        { title: "Entrevista inicial", text: "Una llamada corta para conocer a sus clientes y cómo funcionarían los referidos." },
        { title: "Verificación de antecedentes", text: "Verificamos licencias, reseñas y registros ante los reguladores." },
        { title: "Acuerdo de asociación", text: "Un acuerdo por escrito sencillo sobre referidos, estándares de servicio y privacidad." },
        { title: "Incorporación", text: "Su ficha en el directorio se publica y le presentamos a nuestro equipo." },
      ],
    },
    application: {
      heading: "Solicite unirse a la red",
      text: "Complete la solicitud a continuación. Los campos obligatorios están marcados; puede agregar su sitio web y etiquetas para que los clientes le encuentren.",
      reviewNote: "Revisamos las solicitudes en un plazo de 2 a 3 días hábiles.",
    },
    directory: {
      heading: "Vea quién ya forma parte de la red",
      text: "Explore el directorio de socios por categoría y ciudad.",
    },
  },
};
