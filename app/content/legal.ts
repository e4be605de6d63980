import type { PageMeta } from "~/site/seo";
import { organization } from "~/site/site";
import type { Localized } from "./localized";

/**
 * The privacy policy and the terms. They describe what this code really stores (db/schema.ts)
 * and sets (the `lng` and session cookies): when either changes, these pages change with it.
 */
export interface LegalSection {
  /** The section's fragment id; `cookies` is the footer's "Cookie Settings" target. */
  id: string;
  heading: string;
  paragraphs: string[];
  items?: string[];
  /** Term/description pairs, e.g. one per cookie. */
  definitions?: Array<{ term: string; text: string }>;
}

export interface LegalPageContent {
  meta: PageMeta;
  title: string;
  updated: string;
  intro: string;
  contentsHeading: string;
  sections: LegalSection[];
}

const email = organization.email;

export const privacyContent: Localized<LegalPageContent> = {
  en: {
    meta: {
      title: "Privacy Policy | Florida Financial Academy",
      description:
        "What Florida Financial Academy stores when you use our website, why, for how long, which cookies we set (no tracking), and how to have your data erased.",
      keywords: "privacy policy, data protection, cookies, erase my data, Florida Financial Academy",
    },
    title: "Privacy Policy",
    updated: "Last updated: November 2026",
    intro:
      "This page explains, in plain words, what our website stores about you, why, and how you can have it erased. We do not sell your data, we do not use advertising or analytics trackers, and our pages load no scripts, fonts or images from other companies.",
    contentsHeading: "On this page",
    sections: [
      {
        id: "what-we-store",
        heading: "What we store when you send us a form",
        paragraphs: [
          "Every form on this site (contact, newsletter, service inquiries, the credit robot, license and sponsorship applications, the youth sponsorship interest step and partner network applications) creates one record in our database. A record holds:",
        ],
        items: [
          "the kind of form and the page or campaign it came from;",
          "everything you typed into the form, exactly as you sent it;",
          "your e-mail address, first and last name and phone number, copied from your answers so we can find your record;",
          "the language you used (English or Spanish);",
          "the date and time it was received and last updated;",
          "a status and internal notes our staff add while they follow up with you.",
        ],
      },
      {
        id: "emails",
        heading: "E-mails we send",
        paragraphs: [
          "When a form asks for a confirmation, and when our staff need to be told about a new request, we write the message to an e-mail outbox: the recipient's address, the subject, the text, and its delivery status and number of attempts. The outbox lets us retry a message that could not be delivered at first. The messages are sent through an e-mail delivery provider that processes them only to deliver them.",
        ],
      },
      {
        id: "accounts",
        heading: "Accounts",
        paragraphs: [
          "If you register or an administrator account is created for you, we store your e-mail address, your name, your role and your password. The password is never stored as you typed it: we keep only a one-way scrypt hash, from which it cannot be read back.",
          "While you are logged in we keep a session record: a random identifier, when it expires, when it was last used and the name of your browser (its user agent), so you can be logged out everywhere and so sessions can be revoked. Administrator actions (logins, deletions, approvals, new accounts) are written to an audit log with the administrator's e-mail address and IP address.",
        ],
      },
      {
        id: "other-data",
        heading: "Other data",
        paragraphs: [],
        items: [
          "Partner directory: businesses we approve for the Find Partners directory are shown with the details they gave us in their application, and which they agreed to publish.",
          "Abuse protection: to stop automated spam, we count recent form submissions per IP address. These counters hold no form content and are deleted when their time window ends.",
          "Request log: for each request our server records the method, the page address without its query, the response status and how long it took. It does not record your IP address or what you typed.",
          "Favorites in the directory are kept only in your own browser (local storage); they are never sent to us.",
        ],
      },
      {
        id: "cookies",
        heading: "Cookies",
        paragraphs: [
          "We set at most two cookies, both strictly necessary for what you ask the site to do. Neither is used for tracking or advertising, and no other company sets cookies through our pages. Because we use no optional cookies, there is nothing to switch on or off here: you can delete both at any time in your browser's settings, and the site will still work (in English, and logged out).",
        ],
        definitions: [
          {
            term: "lng",
            text: "Remembers the language you chose with the language switch, so the home page opens in that language next time. Contains only \"en\" or \"es\". Kept for one year.",
          },
          {
            term: "__Host-session (__session on a local test server)",
            text: "Set only when you log in. Contains a random session identifier, nothing else; it keeps you logged in. It ends when you log out, and administrator sessions also end after 8 hours, or 1 hour without activity.",
          },
        ],
      },
      {
        id: "use-and-sharing",
        heading: "How we use and share your data",
        paragraphs: [
          "We use what you send us only to answer you and provide what you asked for: a quote, a call, a course enrollment, a sponsorship review, a partnership review or the newsletter. We do not sell or rent personal data.",
          "We share it only with the service providers that run the site (Cloudflare hosts the website and its database; an e-mail provider delivers our messages), with an insurance carrier or partner when you ask us to get you a quote or a referral, and with authorities when the law requires it.",
        ],
      },
      {
        id: "retention",
        heading: "How long we keep it",
        paragraphs: [
          "Form records and outbox messages are kept while we need them to serve you and to meet our record-keeping duties as licensed insurance professionals, or until you ask us to erase them. Sessions end as described above, and abuse counters expire within their time window.",
        ],
      },
      {
        id: "erasure",
        heading: "Seeing, correcting or erasing your data",
        paragraphs: [
          `Write to ${email} from the e-mail address you used on our site and tell us what you would like: a copy of what we hold, a correction, or erasure. Our administrators can find and erase everything stored under an e-mail address at once: form records, the e-mails sent to it and any account with its sessions. We answer within 30 days, and confirm by e-mail when it is done.`,
          "If we have a legal duty to keep a record (for example an insurance application that became a policy), we will tell you which record and for how long.",
        ],
      },
      {
        id: "security",
        heading: "Security",
        paragraphs: [
          "The site is served over HTTPS only. Passwords are hashed, session cookies cannot be read by scripts, administrator pages check permissions on the server for every request, and every administrator action is logged.",
        ],
      },
      {
        id: "contact",
        heading: "Contact",
        paragraphs: [
          `Questions about this policy: ${email} or ${organization.phoneDisplay}. If we change this policy, the new version will appear on this page with a new date.`,
        ],
      },
    ],
  },
  es: {
    meta: {
      title: "Política de Privacidad | Florida Financial Academy",
      description:
        "Qué guarda Florida Financial Academy cuando usted usa nuestro sitio web, para qué, por cuánto tiempo, qué cookies usamos (sin rastreo) y cómo pedir que se borren sus datos.",
      keywords: "política de privacidad, protección de datos, cookies, borrar mis datos, Florida Financial Academy",
    },
    title: "Política de Privacidad",
    updated: "Última actualización: noviembre de 2026",
    intro:
      "Esta página explica, con palabras sencillas, qué guarda nuestro sitio web sobre usted, para qué y cómo puede pedir que se borre. No vendemos sus datos, no usamos rastreadores de publicidad ni de analítica, y nuestras páginas no cargan scripts, fuentes ni imágenes de otras empresas.",
    contentsHeading: "En esta página",
    sections: [
      {
        id: "what-we-store",
        heading: "Qué guardamos cuando nos envía un formulario",
        paragraphs: [
          "Cada formulario de este sitio (contacto, boletín, consultas sobre servicios, el robot de crédito, solicitudes de licencia y de patrocinio, el registro de interés en el patrocinio juvenil y las solicitudes a la red de socios) crea un registro en nuestra base de datos. Un registro contiene:",
        ],
        items: [
          "el tipo de formulario y la página o campaña de la que vino;",
          "todo lo que usted escribió en el formulario, tal como lo envió;",
          "su correo electrónico, nombre, apellido y teléfono, copiados de sus respuestas para poder encontrar su registro;",
          "el idioma que usó (español o inglés);",
          "la fecha y hora en que lo recibimos y en que se actualizó por última vez;",
          "un estado y notas internas que nuestro personal agrega mientras le da seguimiento.",
        ],
      },
      {
        id: "emails",
        heading: "Correos electrónicos que enviamos",
        paragraphs: [
          "Cuando un formulario pide una confirmación, y cuando nuestro personal debe enterarse de una nueva solicitud, guardamos el mensaje en una bandeja de salida: la dirección del destinatario, el asunto, el texto, y su estado de entrega y número de intentos. La bandeja de salida nos permite reintentar un mensaje que no se pudo entregar al principio. Los mensajes se envían a través de un proveedor de correo electrónico que los procesa solo para entregarlos.",
        ],
      },
      {
        id: "accounts",
        heading: "Cuentas",
        paragraphs: [
          "Si usted se registra o se le crea una cuenta de administrador, guardamos su correo electrónico, su nombre, su función y su contraseña. La contraseña nunca se guarda tal como la escribió: conservamos solo un resumen criptográfico scrypt de un solo sentido, del que no se puede recuperar.",
          "Mientras tiene la sesión iniciada guardamos un registro de sesión: un identificador aleatorio, cuándo vence, cuándo se usó por última vez y el nombre de su navegador (su agente de usuario), para poder cerrar su sesión en todas partes y revocar sesiones. Las acciones de los administradores (inicios de sesión, borrados, aprobaciones, cuentas nuevas) se anotan en un registro de auditoría con el correo electrónico y la dirección IP del administrador.",
        ],
      },
      {
        id: "other-data",
        heading: "Otros datos",
        paragraphs: [],
        items: [
          "Directorio de socios: los negocios que aprobamos para el directorio Buscar Socios aparecen con los datos que nos dieron en su solicitud y que aceptaron publicar.",
          "Protección contra abusos: para frenar el spam automatizado, contamos los envíos recientes de formularios por dirección IP. Estos contadores no contienen lo que usted escribió y se borran cuando termina su intervalo de tiempo.",
          "Registro de solicitudes: por cada solicitud, nuestro servidor anota el método, la dirección de la página sin su consulta, el estado de la respuesta y cuánto tardó. No anota su dirección IP ni lo que usted escribió.",
          "Los favoritos del directorio se guardan solo en su propio navegador (almacenamiento local); nunca se nos envían.",
        ],
      },
      {
        id: "cookies",
        heading: "Cookies",
        paragraphs: [
          "Usamos como máximo dos cookies, ambas estrictamente necesarias para lo que usted le pide al sitio. Ninguna se usa para rastrearle ni para publicidad, y ninguna otra empresa coloca cookies a través de nuestras páginas. Como no usamos cookies opcionales, aquí no hay nada que activar o desactivar: puede borrar ambas cuando quiera en la configuración de su navegador, y el sitio seguirá funcionando (en inglés y sin sesión iniciada).",
        ],
        definitions: [
          {
            term: "lng",
            text: "Recuerda el idioma que eligió con el selector de idioma, para que la página de inicio se abra en ese idioma la próxima vez. Contiene solo \"en\" o \"es\". Se conserva un año.",
          },
          {
            term: "__Host-session (__session en un servidor de prueba local)",
            text: "Se crea solo cuando inicia sesión. Contiene un identificador de sesión aleatorio y nada más; mantiene su sesión iniciada. Termina cuando cierra la sesión, y las sesiones de administrador también terminan después de 8 horas, o de 1 hora sin actividad.",
          },
        ],
      },
      {
        id: "use-and-sharing",
        heading: "Cómo usamos y compartimos sus datos",
        paragraphs: [
          "Usamos lo que nos envía solo para responderle y darle lo que pidió: una cotización, una llamada, una inscripción al curso, la revisión de un patrocinio o de una asociación, o el boletín. No vendemos ni alquilamos datos personales.",
          "Solo los compartimos con los proveedores que hacen funcionar el sitio (Cloudflare aloja el sitio web y su base de datos; un proveedor de correo electrónico entrega nuestros mensajes), con una aseguradora o un socio cuando usted nos pide una cotización o un referido, y con las autoridades cuando la ley lo exige.",
        ],
      },
      {
        id: "retention",
        heading: "Por cuánto tiempo los guardamos",
        paragraphs: [
          "Los registros de formularios y los mensajes de la bandeja de salida se guardan mientras los necesitemos para atenderle y para cumplir nuestras obligaciones de conservación de registros como profesionales de seguros con licencia, o hasta que usted pida que se borren. Las sesiones terminan como se explica arriba, y los contadores contra abusos vencen dentro de su intervalo de tiempo.",
        ],
      },
      {
        id: "erasure",
        heading: "Ver, corregir o borrar sus datos",
        paragraphs: [
          `Escriba a ${email} desde el correo electrónico que usó en nuestro sitio y díganos qué desea: una copia de lo que tenemos, una corrección o el borrado. Nuestros administradores pueden encontrar y borrar de una sola vez todo lo guardado con un correo electrónico: los registros de formularios, los correos enviados a esa dirección y cualquier cuenta con sus sesiones. Respondemos en un plazo de 30 días y le confirmamos por correo cuando esté hecho.`,
          "Si la ley nos obliga a conservar un registro (por ejemplo, una solicitud de seguro que se convirtió en póliza), le diremos cuál y por cuánto tiempo.",
        ],
      },
      {
        id: "security",
        heading: "Seguridad",
        paragraphs: [
          "El sitio se sirve solo por HTTPS. Las contraseñas se guardan cifradas con un resumen criptográfico, los scripts no pueden leer las cookies de sesión, las páginas de administración comprueban los permisos en el servidor en cada solicitud y cada acción de un administrador queda registrada.",
        ],
      },
      {
        id: "contact",
        heading: "Contacto",
        paragraphs: [
          `Preguntas sobre esta política: ${email} o ${organization.phoneDisplay}. Si cambiamos esta política, la nueva versión aparecerá en esta página con una fecha nueva.`,
        ],
      },
    ],
  },
};

export const termsContent: Localized<LegalPageContent> = {
  en: {
    meta: {
      title: "Terms of Service | Florida Financial Academy",
      description:
        "The terms for using the Florida Financial Academy website: educational content, quotes and applications, the partner directory, accounts and acceptable use.",
      keywords: "terms of service, terms of use, website terms, Florida Financial Academy",
    },
    title: "Terms of Service",
    updated: "Last updated: November 2026",
    intro:
      "By using this website you agree to these terms. They are written to be read: if something is unclear, write to us and we will explain.",
    contentsHeading: "On this page",
    sections: [
      {
        id: "who-we-are",
        heading: "Who we are",
        paragraphs: [
          `Florida Financial Academy provides pre-licensing education for the Florida 2-15 Life, Health and Annuities license and insurance and financial services through licensed professionals. You can reach us at ${email} or ${organization.phoneDisplay}.`,
        ],
      },
      {
        id: "education-not-advice",
        heading: "Education, not personal advice",
        paragraphs: [
          "Articles, service pages and examples on this site are general information. They are not tax, legal or investment advice for your situation. Prices and figures are illustrations; a quote is not a policy, and no coverage exists until an insurance carrier approves an application and issues a policy.",
        ],
      },
      {
        id: "forms-and-applications",
        heading: "Forms and applications",
        paragraphs: [
          "When you send us a form, you confirm that the information is yours or that you may share it, and that it is accurate. Sending an application does not guarantee enrollment, sponsorship or partnership: each is reviewed, and course enrollment and sponsorship are governed by their own written agreements.",
        ],
      },
      {
        id: "credit-services",
        heading: "Credit repair services",
        paragraphs: [
          "Credit repair services are provided only under a separate written contract that complies with the federal Credit Repair Organizations Act and Florida's Credit Service Organizations Act, including your right to cancel within three business days. No particular result is promised.",
        ],
      },
      {
        id: "partner-directory",
        heading: "The partner directory",
        paragraphs: [
          "Businesses in the Find Partners directory are independent. We review each application and mark as verified those whose licenses and records we have checked, but we do not guarantee their services. Any agreement you make with a partner is between you and that partner.",
        ],
      },
      {
        id: "accounts",
        heading: "Accounts",
        paragraphs: [
          "Keep your password to yourself and tell us at once if you think someone else has used your account. We may suspend accounts used to break these terms.",
        ],
      },
      {
        id: "acceptable-use",
        heading: "Acceptable use",
        paragraphs: ["Please do not:"],
        items: [
          "send forms automatically, in bulk or in someone else's name;",
          "try to reach parts of the site you are not authorized to use, or interfere with its security;",
          "copy our course materials or articles for commercial use without written permission.",
        ],
      },
      {
        id: "liability",
        heading: "Our responsibility",
        paragraphs: [
          "We work to keep the site accurate and available, but it is provided as it is, and we cannot promise it will always be error-free or online. To the extent the law allows, we are not liable for indirect losses arising from the use of the site. Nothing in these terms limits rights you have under Florida or federal law.",
        ],
      },
      {
        id: "law-and-changes",
        heading: "Governing law and changes",
        paragraphs: [
          "These terms are governed by the laws of the State of Florida. If we change them, the new version will appear on this page with a new date; the version in force when you used the site applies to that use. How we handle personal data is explained in our privacy policy.",
        ],
      },
    ],
  },
  es: {
    meta: {
      title: "Términos del Servicio | Florida Financial Academy",
      description:
        "Los términos para usar el sitio web de Florida Financial Academy: contenido educativo, cotizaciones y solicitudes, el directorio de socios, las cuentas y el uso aceptable.",
      keywords: "términos del servicio, términos de uso, condiciones del sitio web, Florida Financial Academy",
    },
    title: "Términos del Servicio",
    updated: "Última actualización: noviembre de 2026",
    intro:
      "Al usar este sitio web usted acepta estos términos. Están escritos para que se lean: si algo no está claro, escríbanos y se lo explicamos.",
    contentsHeading: "En esta página",
    sections: [
      {
        id: "who-we-are",
        heading: "Quiénes somos",
        paragraphs: [
          `Florida Financial Academy ofrece educación previa a la licencia 2-15 de Vida, Salud y Anualidades de Florida, y servicios de seguros y finanzas a través de profesionales con licencia. Puede comunicarse con nosotros en ${email} o al ${organization.phoneDisplay}.`,
        ],
      },
      {
        id: "education-not-advice",
        heading: "Educación, no asesoría personal",
        paragraphs: [
          "Los artículos, las páginas de servicios y los ejemplos de este sitio son información general. No son asesoría fiscal, legal ni de inversiones para su situación. Los precios y las cifras son ejemplos; una cotización no es una póliza, y no existe cobertura hasta que una aseguradora aprueba una solicitud y emite una póliza.",
        ],
      },
      {
        id: "forms-and-applications",
        heading: "Formularios y solicitudes",
        paragraphs: [
          "Cuando nos envía un formulario, confirma que la información es suya o que puede compartirla, y que es correcta. Enviar una solicitud no garantiza la inscripción, el patrocinio ni la asociación: cada una se revisa, y la inscripción al curso y el patrocinio se rigen por sus propios acuerdos por escrito.",
        ],
      },
      {
        id: "credit-services",
        heading: "Servicios de reparación de crédito",
        paragraphs: [
          "Los servicios de reparación de crédito se prestan solo mediante un contrato por escrito aparte, conforme a la ley federal de Organizaciones de Reparación de Crédito y a la ley de Organizaciones de Servicios de Crédito de Florida, incluido su derecho a cancelar dentro de tres días hábiles. No se promete ningún resultado en particular.",
        ],
      },
      {
        id: "partner-directory",
        heading: "El directorio de socios",
        paragraphs: [
          "Los negocios del directorio Buscar Socios son independientes. Revisamos cada solicitud y marcamos como verificados a aquellos cuyas licencias y registros hemos comprobado, pero no garantizamos sus servicios. Cualquier acuerdo que usted haga con un socio es entre usted y ese socio.",
        ],
      },
      {
        id: "accounts",
        heading: "Cuentas",
        paragraphs: [
          "No comparta su contraseña y avísenos de inmediato si cree que otra persona usó su cuenta. Podemos suspender las cuentas que se usen para incumplir estos términos.",
        ],
      },
      {
        id: "acceptable-use",
        heading: "Uso aceptable",
        paragraphs: ["Por favor, no:"],
        items: [
          "envíe formularios de forma automática, masiva o en nombre de otra persona;",
          "intente entrar en partes del sitio que no está autorizado a usar ni interfiera con su seguridad;",
          "copie nuestros materiales del curso o nuestros artículos para uso comercial sin permiso por escrito.",
        ],
      },
      {
        id: "liability",
        heading: "Nuestra responsabilidad",
        paragraphs: [
          "Trabajamos para que el sitio sea correcto y esté disponible, pero se ofrece tal como está, y no podemos prometer que siempre esté libre de errores o en línea. En la medida en que la ley lo permita, no somos responsables de pérdidas indirectas derivadas del uso del sitio. Nada en estos términos limita los derechos que usted tiene según las leyes de Florida o federales.",
        ],
      },
      {
        id: "law-and-changes",
        heading: "Ley aplicable y cambios",
        paragraphs: [
          "Estos términos se rigen por las leyes del Estado de Florida. Si los cambiamos, la nueva versión aparecerá en esta página con una fecha nueva; a cada uso del sitio se aplica la versión vigente en ese momento. Cómo tratamos los datos personales se explica en nuestra política de privacidad.",
        ],
      },
    ],
  },
};
