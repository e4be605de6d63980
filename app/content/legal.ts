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
        "What Florida Financial Academy stores when you use our website, why and for how long, which cookies we set (no tracking), and how to unsubscribe, withdraw consent, get a copy or have your data erased.",
      keywords: "privacy policy, data protection, cookies, unsubscribe, erase my data, Florida Financial Academy",
    },
    title: "Privacy Policy",
    updated: "Last updated: November 23, 2026",
    intro:
      "This page explains, in plain words, what our website stores about you, why, for how long, and how you can unsubscribe, withdraw your consent, get a copy or have it erased. We do not sell your data, we do not use advertising or analytics trackers, and our pages load no scripts, fonts or images from other companies.",
    contentsHeading: "On this page",
    sections: [
      {
        id: "what-we-store",
        heading: "What we store when you send us a form",
        paragraphs: [
          "Every form on this site creates one record in our database. It holds the fields of that form, listed below, and nothing you did not type, together with:",
        ],
        items: [
          "the kind of form and the page or campaign it came from;",
          "your e-mail address, name and phone number, copied from your answers so we can find your record;",
          "the language you used (English or Spanish);",
          "the date and time we received it and last updated it;",
          "a status and internal notes our staff add while they follow up with you;",
          "a one-way fingerprint of the form as sent, used only to recognize the same form sent twice by mistake; it cannot be turned back into your answers.",
        ],
        definitions: [
          {
            term: "Newsletter",
            text: "Your e-mail address and where on the site you signed up (the footer, the blog, the newsletter page or the About page).",
          },
          {
            term: "Contact",
            text: "Your full name, e-mail address, message and preferred language.",
          },
          {
            term: "Service inquiry",
            text: "Your name, e-mail address and phone number, the service you asked about and, if you wrote one, your message.",
          },
          {
            term: "Credit robot",
            text: "Your name, e-mail address and phone number and, if you wrote one, your message.",
          },
          {
            term: "License application",
            text: "Your first and last name, e-mail address and phone number; and, if you filled them in, your address, city, state and ZIP code, your insurance experience, how you heard about us, when you would like to start, how you prefer to be contacted (e-mail, phone or text) and your questions.",
          },
          {
            term: "Youth sponsorship (first step)",
            text: "Your e-mail address and, if you wrote one, a message.",
          },
          {
            term: "Sponsorship application",
            text: "Your full name, e-mail address, phone number, age, address, city, state and ZIP code, education level, employment status, why financial services interest you, your career goals, how you heard about us, whether you have transportation, whether you can commit to the program, and your agreement to the terms.",
          },
          {
            term: "Partner network application",
            text: "Your business's name, category, location and description, your e-mail address and, if you filled them in, phone number, website, address and tags, and your agreement to the terms. If we approve the application, these details are shown in the Find Partners directory.",
          },
        ],
      },
      {
        id: "newsletter",
        heading: "The newsletter",
        paragraphs: [
          "Signing up takes a confirmation by e-mail (double opt-in): after you send your address, we e-mail you a link, and you are subscribed only once you open it. Until then we send you nothing else, so nobody can subscribe you by typing your address. If you subscribe in your account area, whose address you have already confirmed, no second confirmation is needed.",
          "For each address we store its state (waiting for confirmation, subscribed or unsubscribed), the language of your e-mails, and when you signed up, confirmed and unsubscribed. That is our proof that you asked for the newsletter.",
          "To unsubscribe, use the one-click unsubscribe link in every newsletter e-mail, or the Newsletter section of your account area. Either works at once, and we do not ask why.",
        ],
      },
      {
        id: "calls-and-texts",
        heading: "Calls and text messages",
        paragraphs: [
          "Forms that ask for your phone number may also ask whether we may call you or send you text messages. That consent is your choice: it is never a condition of applying, enrolling or buying anything, and every form can be sent without it.",
          "When you give it, we keep a record of your consent: the phone number it covers, the version of the consent wording you were shown, the language of the page, the date and time, and the page where you gave it. The record is our proof of what you agreed to, and when.",
          `You can withdraw it at any time: reply STOP to any text message from us, tell us by e-mail at ${email} or by phone at ${organization.phoneDisplay}, or withdraw it in your account area. We note when you withdrew it and stop calling and texting you.`,
        ],
      },
      {
        id: "emails",
        heading: "E-mails we send",
        paragraphs: [
          "When a form asks for a confirmation, when our staff need to be told about a new request, and when we send you a link to confirm your address or choose a password, we write the message to an e-mail outbox: the recipient's address, the subject, the text, and its delivery status and number of attempts. The outbox lets us retry a message that could not be delivered at first. The messages are sent through an e-mail delivery provider that processes them only to deliver them.",
        ],
      },
      {
        id: "accounts",
        heading: "Accounts",
        paragraphs: [
          "If you register, or an administrator account is created for you, we store your e-mail address, your name, the language of your e-mails, your role, when you confirmed your address and when you last logged in, and your password. The password is never stored as you typed it: we keep only a one-way scrypt hash, from which it cannot be read back.",
          "While you are logged in we keep a session record: a random identifier, when it ends, when it was last used and the name of your browser (its user agent), so that you can be logged out everywhere and sessions can be revoked. The links we e-mail you (to confirm your address, choose a new password or accept an invitation) are stored only as a one-way hash, with the address they were sent to and when they expire.",
          "Account events (registrations, logins, confirmed addresses, password changes and resets, newsletter changes, deleted accounts) and administrator actions (deletions, erasures, approvals, exports, new accounts) are written to an audit log with the e-mail address of the person who acted, what it concerned, the time and their IP address. The audit log never contains a password or a link.",
        ],
      },
      {
        id: "other-data",
        heading: "Other data",
        paragraphs: [],
        items: [
          "Partner directory: businesses we approve for the Find Partners directory are shown with the details they gave us in their application, and which they agreed to publish.",
          "Abuse protection: to stop automated spam and password guessing, we count recent attempts (form submissions, logins, password-reset requests) per connection and per e-mail address. Each counter is named by a keyed one-way code, never by the IP address or e-mail address itself, holds only a number, and is deleted when its time window ends.",
          "Server log: for each request our server writes one line with the method, the page address without its query, the response status, how long it took and our hosting provider's request identifier. It does not record your IP address or what you typed.",
          "Favorites in the directory are kept in a cookie in your own browser (see Cookies), not in an account; your browser sends it with each visit so the directory can show them marked, and we store nothing about them.",
        ],
      },
      {
        id: "cookies",
        heading: "Cookies",
        paragraphs: [
          "We set at most three cookies, all strictly necessary for what you ask the site to do. None is used for tracking or advertising, and no other company sets cookies through our pages. Because we use no optional cookies, there is nothing to switch on or off here: you can delete them at any time in your browser's settings, and the site will still work (in English, logged out, and with no favorites marked).",
        ],
        definitions: [
          {
            term: "lng",
            text: "Remembers the language you chose with the language switch, so the home page opens in that language next time. Contains only \"en\" or \"es\". Kept for one year.",
          },
          {
            term: "__Host-session (__session on a local test server)",
            text: "Set only when you log in. Contains a random session identifier, nothing else; it keeps you logged in. It ends when you log out, 8 hours after you logged in, or after 1 hour without activity, whichever comes first.",
          },
          {
            term: "favorite_partners",
            text: "Set only when you mark a business as a favorite in the Find Partners directory. Contains only the directory's identifiers of your favorite businesses (at most 40), so they stay marked when you come back. Kept for one year; removing your last favorite deletes it.",
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
          "We keep each kind of data only as long as this list says, then delete it. If the law requires us to keep a record longer (for example an insurance application that became a policy), we keep that record only, and tell you which one and for how long if you ask us to erase it.",
        ],
        definitions: [
          {
            term: "Form records (leads)",
            text: "Until you ask us to erase them, and at most 3 years after our last contact with you.",
          },
          {
            term: "E-mails in our outbox",
            text: "As long as the form record they belong to; other messages (address confirmations, password links, newsletter confirmations) at most 30 days after they were sent.",
          },
          {
            term: "Newsletter records",
            text: "While you are subscribed. After you unsubscribe, we keep your address, its state and the dates for 5 years as proof of your consent, and never send you the newsletter again unless you sign up again. A sign-up that is never confirmed is deleted after 30 days.",
          },
          {
            term: "Call and text consent records",
            text: "While your consent stands, and 5 years after you withdraw it or after our last call or text to you, as proof of what you agreed to.",
          },
          {
            term: "Accounts",
            text: "Until you delete your account in the account area, or ask us to.",
          },
          {
            term: "Course records",
            text: "If you are enrolled in our online course: your enrolment, the time recorded on each screen, your quiz and exam answers and scores, the statements you acknowledged and your certificate, for 5 years after your enrolment ends, as the record a pre-licensing school must be able to show. Deleting your account does not delete this record; it is no longer linked to an account.",
          },
          {
            term: "Sessions",
            text: "At most 8 hours, or 1 hour without activity; an ended session is deleted within minutes.",
          },
          {
            term: "One-time links",
            text: "1 hour (password resets) to 24 hours (address confirmations and invitations); a used or expired link is deleted within minutes.",
          },
          {
            term: "Abuse counters",
            text: "Minutes: each lasts its time window (10 minutes to 1 hour) and is deleted when the window ends.",
          },
          {
            term: "Audit log",
            text: "3 years.",
          },
          {
            term: "Server logs",
            text: "At most 30 days.",
          },
        ],
      },
      {
        id: "erasure",
        heading: "Seeing, correcting or erasing your data",
        paragraphs: [
          "A copy: if you have an account, choose \"Download my data\" in your account area. You get a file at once with your account and, once your e-mail address is confirmed, every form you sent with it and your newsletter subscription. Without an account, write to us and we send you a copy.",
          "Corrections: you can change your name and language in your account area; for anything else, write to us.",
          `Erasure: write to ${email} from the e-mail address you used on our site. We erase every form you sent with that address (with any consent to calls or texts given on it), every e-mail we sent to it or about those forms, its newsletter subscription and any directory listing made from your application, all at once. You can delete your account yourself in your account area, which also ends all its sessions, or ask us to do it. We answer within 30 days and confirm by e-mail when it is done.`,
          "Our audit log keeps one line saying that we erased your address, and when, so that we can show we did; if the law requires us to keep a record, we tell you which one and for how long.",
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
        "Qué guarda Florida Financial Academy cuando usted usa nuestro sitio web, para qué y por cuánto tiempo, qué cookies usamos (sin rastreo) y cómo darse de baja, retirar su consentimiento, pedir una copia o el borrado de sus datos.",
      keywords: "política de privacidad, protección de datos, cookies, darse de baja, borrar mis datos, Florida Financial Academy",
    },
    title: "Política de Privacidad",
    updated: "Última actualización: 23 de noviembre de 2026",
    intro:
      "Esta página explica, con palabras sencillas, qué guarda nuestro sitio web sobre usted, para qué, por cuánto tiempo, y cómo puede darse de baja, retirar su consentimiento, pedir una copia o pedir que se borre. No vendemos sus datos, no usamos rastreadores de publicidad ni de analítica, y nuestras páginas no cargan scripts, fuentes ni imágenes de otras empresas.",
    contentsHeading: "En esta página",
    sections: [
      {
        id: "what-we-store",
        heading: "Qué guardamos cuando nos envía un formulario",
        paragraphs: [
          "Cada formulario de este sitio crea un registro en nuestra base de datos. Contiene los campos de ese formulario, que se detallan abajo, y nada que usted no haya escrito, junto con:",
        ],
        items: [
          "el tipo de formulario y la página o campaña de la que vino;",
          "su correo electrónico, nombre y teléfono, copiados de sus respuestas para poder encontrar su registro;",
          "el idioma que usó (español o inglés);",
          "la fecha y hora en que lo recibimos y en que se actualizó por última vez;",
          "un estado y notas internas que nuestro personal agrega mientras le da seguimiento;",
          "una huella de un solo sentido del formulario enviado, que sirve solo para reconocer el mismo formulario enviado dos veces por error; no se puede convertir de nuevo en sus respuestas.",
        ],
        definitions: [
          {
            term: "Boletín",
            text: "Su correo electrónico y el lugar del sitio donde se suscribió (el pie de página, el blog, la página del boletín o la página Sobre nosotros).",
          },
          {
            term: "Contacto",
            text: "Su nombre completo, correo electrónico, mensaje e idioma preferido.",
          },
          {
            term: "Consulta sobre un servicio",
            text: "Su nombre, correo electrónico y teléfono, el servicio por el que pregunta y, si lo escribió, su mensaje.",
          },
          {
            term: "Robot de crédito",
            text: "Su nombre, correo electrónico y teléfono y, si lo escribió, su mensaje.",
          },
          {
            term: "Solicitud de licencia",
            text: "Su nombre y apellido, correo electrónico y teléfono; y, si los completó, su dirección, ciudad, estado y código postal, su experiencia en seguros, cómo supo de nosotros, cuándo le gustaría empezar, cómo prefiere que le contactemos (correo, teléfono o mensaje de texto) y sus preguntas.",
          },
          {
            term: "Patrocinio juvenil (primer paso)",
            text: "Su correo electrónico y, si lo escribió, un mensaje.",
          },
          {
            term: "Solicitud de patrocinio",
            text: "Su nombre completo, correo electrónico, teléfono, edad, dirección, ciudad, estado y código postal, nivel de estudios, situación laboral, por qué le interesan los servicios financieros, sus metas profesionales, cómo supo de nosotros, si tiene transporte, si puede comprometerse con el programa y su aceptación de los términos.",
          },
          {
            term: "Solicitud a la red de socios",
            text: "El nombre, la categoría, la ubicación y la descripción de su negocio, su correo electrónico y, si los completó, teléfono, sitio web, dirección y etiquetas, y su aceptación de los términos. Si aprobamos la solicitud, estos datos aparecen en el directorio Buscar Socios.",
          },
        ],
      },
      {
        id: "newsletter",
        heading: "El boletín",
        paragraphs: [
          "Suscribirse requiere una confirmación por correo electrónico (doble confirmación): después de enviar su dirección le enviamos un enlace, y queda suscrito solo cuando lo abre. Hasta entonces no le enviamos nada más, así que nadie puede suscribirle escribiendo su dirección. Si se suscribe desde su área de cuenta, cuya dirección ya confirmó, no hace falta una segunda confirmación.",
          "Para cada dirección guardamos su estado (pendiente de confirmación, suscrita o dada de baja), el idioma de sus correos, y cuándo se suscribió, confirmó y se dio de baja. Esa es nuestra prueba de que usted pidió el boletín.",
          "Para darse de baja, use el enlace para darse de baja con un solo clic que trae cada correo del boletín, o la sección Boletín de su área de cuenta. Cualquiera de los dos funciona al instante, y no le preguntamos por qué.",
        ],
      },
      {
        id: "calls-and-texts",
        heading: "Llamadas y mensajes de texto",
        paragraphs: [
          "Los formularios que piden su teléfono también pueden preguntarle si podemos llamarle o enviarle mensajes de texto. Ese consentimiento es su decisión: nunca es una condición para presentar una solicitud, inscribirse ni comprar nada, y todos los formularios se pueden enviar sin darlo.",
          "Cuando lo da, guardamos un registro de su consentimiento: el teléfono al que se refiere, la versión del texto de consentimiento que se le mostró, el idioma de la página, la fecha y hora, y la página donde lo dio. El registro es nuestra prueba de lo que usted aceptó y de cuándo.",
          `Puede retirarlo cuando quiera: responda STOP a cualquier mensaje de texto nuestro, díganoslo por correo electrónico a ${email} o por teléfono al ${organization.phoneDisplay}, o retírelo en su área de cuenta. Anotamos cuándo lo retiró y dejamos de llamarle y de enviarle mensajes de texto.`,
        ],
      },
      {
        id: "emails",
        heading: "Correos electrónicos que enviamos",
        paragraphs: [
          "Cuando un formulario pide una confirmación, cuando nuestro personal debe enterarse de una nueva solicitud y cuando le enviamos un enlace para confirmar su dirección o elegir una contraseña, guardamos el mensaje en una bandeja de salida: la dirección del destinatario, el asunto, el texto, y su estado de entrega y número de intentos. La bandeja de salida nos permite reintentar un mensaje que no se pudo entregar al principio. Los mensajes se envían a través de un proveedor de correo electrónico que los procesa solo para entregarlos.",
        ],
      },
      {
        id: "accounts",
        heading: "Cuentas",
        paragraphs: [
          "Si usted se registra, o se le crea una cuenta de administrador, guardamos su correo electrónico, su nombre, el idioma de sus correos, su función, cuándo confirmó su dirección y cuándo inició sesión por última vez, y su contraseña. La contraseña nunca se guarda tal como la escribió: conservamos solo un resumen criptográfico scrypt de un solo sentido, del que no se puede recuperar.",
          "Mientras tiene la sesión iniciada guardamos un registro de sesión: un identificador aleatorio, cuándo termina, cuándo se usó por última vez y el nombre de su navegador (su agente de usuario), para poder cerrar su sesión en todas partes y revocar sesiones. Los enlaces que le enviamos por correo (para confirmar su dirección, elegir una nueva contraseña o aceptar una invitación) se guardan solo como un resumen de un solo sentido, con la dirección a la que se enviaron y cuándo vencen.",
          "Los eventos de las cuentas (registros, inicios de sesión, direcciones confirmadas, cambios y restablecimientos de contraseña, cambios en el boletín, cuentas eliminadas) y las acciones de los administradores (borrados, eliminaciones de datos, aprobaciones, exportaciones, cuentas nuevas) se anotan en un registro de auditoría con el correo electrónico de quien actuó, a qué se refería, la hora y su dirección IP. El registro de auditoría nunca contiene una contraseña ni un enlace.",
        ],
      },
      {
        id: "other-data",
        heading: "Otros datos",
        paragraphs: [],
        items: [
          "Directorio de socios: los negocios que aprobamos para el directorio Buscar Socios aparecen con los datos que nos dieron en su solicitud y que aceptaron publicar.",
          "Protección contra abusos: para frenar el spam automatizado y los intentos de adivinar contraseñas, contamos los intentos recientes (envíos de formularios, inicios de sesión, solicitudes de nueva contraseña) por conexión y por correo electrónico. Cada contador se identifica con un código de un solo sentido con clave, nunca con la dirección IP ni el correo mismos, contiene solo un número y se borra cuando termina su intervalo de tiempo.",
          "Registro del servidor: por cada solicitud, nuestro servidor anota una línea con el método, la dirección de la página sin su consulta, el estado de la respuesta, cuánto tardó y el identificador de solicitud de nuestro proveedor de alojamiento. No anota su dirección IP ni lo que usted escribió.",
          "Los favoritos del directorio se guardan en una cookie de su propio navegador (vea Cookies), no en una cuenta; su navegador la envía en cada visita para que el directorio los muestre marcados, y no guardamos nada sobre ellos.",
        ],
      },
      {
        id: "cookies",
        heading: "Cookies",
        paragraphs: [
          "Usamos como máximo tres cookies, todas estrictamente necesarias para lo que usted le pide al sitio. Ninguna se usa para rastrearle ni para publicidad, y ninguna otra empresa coloca cookies a través de nuestras páginas. Como no usamos cookies opcionales, aquí no hay nada que activar o desactivar: puede borrarlas cuando quiera en la configuración de su navegador, y el sitio seguirá funcionando (en inglés, sin sesión iniciada y sin favoritos marcados).",
        ],
        definitions: [
          {
            term: "lng",
            text: "Recuerda el idioma que eligió con el selector de idioma, para que la página de inicio se abra en ese idioma la próxima vez. Contiene solo \"en\" o \"es\". Se conserva un año.",
          },
          {
            term: "__Host-session (__session en un servidor de prueba local)",
            text: "Se crea solo cuando inicia sesión. Contiene un identificador de sesión aleatorio y nada más; mantiene su sesión iniciada. Termina cuando cierra la sesión, 8 horas después de iniciarla o tras 1 hora sin actividad, lo que ocurra primero.",
          },
          {
            term: "favorite_partners",
            text: "Se crea solo cuando marca un negocio como favorito en el directorio Buscar Socios. Contiene solo los identificadores del directorio de sus negocios favoritos (como máximo 40), para que sigan marcados cuando vuelva. Se conserva un año; quitar su último favorito la borra.",
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
          "Guardamos cada tipo de dato solo el tiempo que indica esta lista y después lo borramos. Si la ley nos obliga a conservar un registro por más tiempo (por ejemplo, una solicitud de seguro que se convirtió en póliza), conservamos solo ese registro y, si nos pide el borrado, le decimos cuál y por cuánto tiempo.",
        ],
        definitions: [
          {
            term: "Registros de formularios",
            text: "Hasta que nos pida borrarlos, y como máximo 3 años después de nuestro último contacto con usted.",
          },
          {
            term: "Correos de la bandeja de salida",
            text: "Mientras exista el registro del formulario al que pertenecen; los demás mensajes (confirmaciones de dirección, enlaces de contraseña, confirmaciones del boletín), como máximo 30 días después de enviarse.",
          },
          {
            term: "Registros del boletín",
            text: "Mientras esté suscrito. Cuando se da de baja, conservamos su dirección, su estado y las fechas durante 5 años como prueba de su consentimiento, y no le volvemos a enviar el boletín salvo que se suscriba de nuevo. Una suscripción que nunca se confirma se borra a los 30 días.",
          },
          {
            term: "Registros de consentimiento para llamadas y mensajes de texto",
            text: "Mientras su consentimiento siga vigente, y 5 años después de que lo retire o de nuestra última llamada o mensaje de texto, como prueba de lo que aceptó.",
          },
          {
            term: "Cuentas",
            text: "Hasta que elimine su cuenta en el área de cuenta, o nos pida eliminarla.",
          },
          {
            term: "Expedientes del curso",
            text: "Si está inscrito en nuestro curso en línea: su inscripción, el tiempo registrado en cada pantalla, sus respuestas y calificaciones de pruebas y exámenes, las declaraciones que aceptó y su certificado, durante 5 años después de que termine su inscripción, como el expediente que una escuela previa a la licencia debe poder mostrar. Eliminar su cuenta no borra este expediente; deja de estar vinculado a una cuenta.",
          },
          {
            term: "Sesiones",
            text: "Como máximo 8 horas, o 1 hora sin actividad; una sesión terminada se borra en cuestión de minutos.",
          },
          {
            term: "Enlaces de un solo uso",
            text: "De 1 hora (nueva contraseña) a 24 horas (confirmación de dirección e invitaciones); un enlace usado o vencido se borra en cuestión de minutos.",
          },
          {
            term: "Contadores contra abusos",
            text: "Minutos: cada uno dura su intervalo de tiempo (de 10 minutos a 1 hora) y se borra cuando el intervalo termina.",
          },
          {
            term: "Registro de auditoría",
            text: "3 años.",
          },
          {
            term: "Registros del servidor",
            text: "Como máximo 30 días.",
          },
        ],
      },
      {
        id: "erasure",
        heading: "Ver, corregir o borrar sus datos",
        paragraphs: [
          "Una copia: si tiene una cuenta, elija \"Descargar mis datos\" en su área de cuenta. Recibe al instante un archivo con su cuenta y, cuando su correo electrónico esté confirmado, cada formulario que envió con él y su suscripción al boletín. Si no tiene cuenta, escríbanos y le enviamos una copia.",
          "Correcciones: puede cambiar su nombre y su idioma en su área de cuenta; para cualquier otra cosa, escríbanos.",
          `Borrado: escriba a ${email} desde el correo electrónico que usó en nuestro sitio. Borramos cada formulario que envió con esa dirección (con cualquier consentimiento para llamadas o mensajes de texto dado en él), cada correo que le enviamos o que trataba de esos formularios, su suscripción al boletín y cualquier ficha del directorio creada a partir de su solicitud, todo a la vez. Puede eliminar su cuenta usted mismo en su área de cuenta, lo que también cierra todas sus sesiones, o pedirnos que lo hagamos. Respondemos en un plazo de 30 días y le confirmamos por correo cuando esté hecho.`,
          "Nuestro registro de auditoría conserva una línea que dice que borramos su dirección, y cuándo, para poder demostrar que lo hicimos; si la ley nos obliga a conservar un registro, le decimos cuál y por cuánto tiempo.",
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
