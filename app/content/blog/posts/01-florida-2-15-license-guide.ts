import { heading, list, paragraph, type BlogPostSource } from "../types";

export const floridaLicenseGuide: BlogPostSource = {
  id: 1,
  category: "licensing",
  date: "2025-03-10",
  readTime: 10,
  author: "Carlos Rivera",
  tags: ["licensing", "exam-prep", "career", "florida"],
  featured: true,
  text: {
    en: {
      title: "How to Get Your Florida 2-15 License: A Step-by-Step Guide",
      excerpt:
        "The 2-15 license lets you sell life, health and annuity products in Florida. Here is the whole path, from the pre-licensing course to your first appointment with a carrier.",
      imageAlt: "A checklist with three ticked steps next to a Florida license card",
      body: [
        heading("What the 2-15 license covers"),
        paragraph(
          "Florida's 2-15 Life, Including Variable Annuities and Health license is the most versatile license for a new agent. It allows you to sell term life insurance, permanent policies such as index universal life, fixed and variable annuities, and health coverage including long-term care and Medicare supplements. Most agents who help families with protection and retirement start here.",
        ),
        paragraph(
          "One detail surprises many students: the license lets you sell variable annuities only together with a securities registration. Variable products are regulated as securities, so an agent who wants to offer them also needs the appropriate FINRA exams and a broker-dealer. Everything else on that list, including fixed index annuities, is sold with the 2-15 alone.",
        ),
        heading("How it compares with other Florida licenses"),
        paragraph(
          "Florida also issues narrower licenses: the 2-14 covers life insurance and annuities only, and the 2-40 covers health insurance only. The 2-15 combines both in a single exam and a single license, which is why most new agents choose it. Property and casualty lines, such as homeowners and auto insurance, need a different license, the 2-20, with its own course and exam. If you later want to help clients with their homes and cars as well, you can add it; many agents simply partner with a property and casualty agent instead.",
        ),
        heading("Is this career a good fit for you?"),
        paragraph(
          "Insurance work is part teaching, part problem-solving and part business. You spend your days explaining options in plain words, asking families about money and health, and following up so that applications actually get finished. Income usually comes from commissions, so the first months take patience and a plan. People who do well tend to share a few traits: they like people, they keep their promises, and they can keep going after hearing no.",
        ),
        paragraph(
          "Being bilingual is a real advantage in Florida. Millions of residents prefer to talk about money in Spanish, and many of them have never had a policy explained to them in their own language. If that describes your family or your neighborhood, you already understand a market that many agents cannot serve well.",
        ),
        heading("Before you start: the basic requirements"),
        list([
          "Be at least 18 years old",
          "Have a Social Security number and a valid government-issued photo ID",
          "Pass a fingerprint-based background check",
          "Answer the application's background questions completely and honestly",
          "Complete the 60-hour approved pre-licensing course, unless you are exempt, and pass the state exam",
        ]),
        paragraph(
          "A past mistake does not automatically rule you out, but hiding one almost certainly will. The Department reviews each case, considering the kind of offense, how long ago it happened and what you have done since. If you are unsure how your history will be treated, ask before you pay for anything.",
        ),
        heading("Step 1: complete the pre-licensing course"),
        paragraph(
          "For the 2-15, Florida requires a 60-hour pre-licensing course approved by the Department of Financial Services, 3 hours of it on ethics (sections 626.7851 and 626.8311, Florida Statutes), completed within the 4 years before you apply for the license. Holders of certain professional designations, and members and veterans of the U.S. Armed Forces and their spouses, are exempt. A good course follows the exam outline topic by topic, gives you practice questions after every lesson and ends with full practice exams. Ours is online and available in English and Spanish, so you can study in the language you think in.",
        ),
        paragraph(
          "Our course is split into six modules that follow the state outline, ends with three full practice exams and saves your progress after every lesson, so you can study in short sessions around work and family. When you finish, you receive the completion certificate that shows you have met the requirement. At a steady 10 hours a week, the 60 hours take about six weeks.",
        ),
        heading("What the exam actually tests"),
        list([
          "Life insurance basics: insurable interest, underwriting, premiums and the parties to a contract",
          "Policy types: term, whole life, universal life and index universal life",
          "Policy provisions, options and riders, such as grace periods, beneficiary designations and waiver of premium",
          "Annuities: fixed, indexed and variable contracts, accumulation and payout options",
          "Health insurance: medical expense, disability income, long-term care and Medicare supplements",
          "Florida insurance law: licensing rules, agent conduct, unfair trade practices and replacement rules",
          "Federal rules and taxation of life insurance, annuities and retirement plans",
        ]),
        paragraph(
          "Florida law and agent conduct carry real weight on the exam, and they are the topics students most often skim. Questions about what an agent may and may not do, such as rebating, twisting or misrepresentation, are easy points if you have studied them and painful ones if you have not.",
        ),
        heading("Step 2: apply to the Department of Financial Services"),
        paragraph(
          "You apply for the license in MyProfile, the Florida Department of Financial Services' online portal, pay the application fee and have your fingerprints taken by the state's approved vendor for the background check. Do both as soon as you finish the course: the background check can take a few weeks, and it must be cleared before the license is issued.",
        ),
        paragraph(
          "Use your legal name exactly as it appears on your ID, on the application, at the fingerprint appointment and at the testing center. Mismatched names are one of the most common reasons for delays. Keep copies of every receipt and confirmation number, and check your application status online every week rather than waiting for a letter.",
        ),
        heading("Step 3: pass the state exam"),
        paragraph(
          "The exam is taken at a Pearson VUE testing center and can be taken in Spanish; you book it once the Department has cleared you to test. Choose a date soon after you finish the course, while the material is fresh. Students who score consistently above 80% on practice exams usually pass on the first attempt.",
        ),
        paragraph(
          "Read the candidate handbook before you book. It lists the number of questions, the time allowed, the passing score, the fee, the identification you need and the rules for rescheduling or retaking the exam. Those details are set by the state and its testing provider and can change, so trust the current handbook over anything a friend remembers from years ago.",
        ),
        heading("A simple six-week study plan"),
        list([
          "Week 1: insurance basics and the start of life insurance, with every practice question",
          "Week 2: the rest of life insurance: policy types, provisions, options and riders",
          "Week 3: annuities and taxation, writing down each term you miss",
          "Week 4: health insurance, from medical expense to Medicare supplements",
          "Week 5: Florida law, agent conduct and the ethics hours, read twice",
          "Week 6: the exam review module and three full practice exams, each followed by an hour reviewing every wrong answer",
          "Then: book the real exam if you are above 80%, and keep a light daily review until the day",
        ]),
        paragraph(
          "The plan assumes about 10 hours of study a week. Adjust it to your life: someone with more free time may finish in four weeks, someone working two jobs may need eight or ten, and that is fine. What matters is steady contact with the material; a week's hours crammed into one night are worth far less than the same hours spread over the week.",
        ),
        heading("On exam day"),
        list([
          "Review your weakest module the day before, not the whole course",
          "Bring the identification the testing center asks for",
          "Read every question twice: many hinge on words like \"except\" or \"always\"",
          "Arrive early; late arrivals can lose their appointment and their fee",
          "Answer every question: skip the hard ones, mark them and come back at the end",
        ]),
        heading("Step 4: get appointed and start working"),
        paragraph(
          "After you pass and your background check clears, the license is issued. To sell a carrier's products you must be appointed by that carrier, usually through an agency. Our partner network introduces graduates to agencies looking for new agents, and the sponsorship program covers this whole path for young adults aged 18 to 25.",
        ),
        paragraph(
          "Before your first annuity sale, expect the carriers to ask for product training and a one-time annuity training course. Many agencies also require errors and omissions insurance, which protects you if a client claims you made a mistake. Finally, a license is not a one-time achievement: Florida agents must complete continuing education every two years, including a law and ethics update, to keep it active.",
        ),
        heading("Your first 90 days as a licensed agent"),
        paragraph(
          "The license opens the door; the first three months decide whether you stay. Plan them before you pass. Make a list of everyone you know, not to pressure them, but to tell them what you now do and ask who they know who has just bought a home, had a baby or started a business. Shadow an experienced agent on real appointments before you run your own. Learn two or three products deeply rather than ten superficially, and practice explaining each one in a minute, in plain English and in plain Spanish. Keep a simple record of every conversation and every follow-up date. Agents who treat the first months as a training period, with a weekly routine and a mentor who reviews their work, build habits that carry them for years.",
        ),
        heading("Costs to budget for"),
        list([
          "The pre-licensing course",
          "The state application fee",
          "The fingerprinting fee charged by the vendor",
          "The exam fee, and the fee for a retake if you need one",
          "Errors and omissions insurance once you start working",
          "Continuing education every two years",
        ]),
        paragraph(
          "Check each amount when you pay it, since fees change. Ask your future agency which of these costs it covers or reimburses; some agencies pay for errors and omissions insurance or for part of the course, and sponsorship programs may cover most of the path.",
        ),
        heading("Common mistakes that slow students down"),
        list([
          "Letting weeks pass between finishing the course, applying and getting fingerprinted",
          "Booking the exam weeks after finishing the course, when the details have faded",
          "Skipping Florida law because it seems dull",
          "Leaving an old arrest or a past license problem off the application",
          "Signing with the first agency that calls without asking how new agents are trained",
        ]),
        heading("Questions to ask an agency before you sign"),
        list([
          "How will I be trained in my first 90 days, and who will answer my questions?",
          "Which carriers can I be appointed with, and which products will I sell?",
          "Where do clients come from: referrals, partners, purchased leads, or my own contacts?",
          "Who pays for leads, errors and omissions insurance and continuing education?",
          "How are commissions split, and when are they paid?",
          "Can I serve clients in Spanish, with Spanish materials?",
        ]),
        paragraph(
          "A good agency answers these questions clearly and in writing. Vague answers about training, or pressure to buy expensive leads before you have made a single sale, are warning signs. The first agency you join shapes your habits for years, so choose the one that will teach you to serve clients well, not just to sell quickly.",
        ),
        paragraph(
          "Ready to start? Send your [license application](/license-application) and a mentor will help you plan each step.",
        ),
      ],
    },
    es: {
      title: "Cómo Obtener su Licencia 2-15 de Florida: Guía Paso a Paso",
      excerpt:
        "La licencia 2-15 le permite vender seguros de vida, de salud y anualidades en Florida. Este es el camino completo, desde el curso previo a la licencia hasta su primer nombramiento con una aseguradora.",
      imageAlt: "Una lista con tres pasos marcados junto a una tarjeta de licencia de Florida",
      body: [
        heading("Qué cubre la licencia 2-15"),
        paragraph(
          "La licencia 2-15 de Florida, de Vida, incluidas las Anualidades Variables, y Salud, es la más versátil para un agente nuevo. Le permite vender seguro de vida a término, pólizas permanentes como la vida universal indexada, anualidades fijas y variables, y coberturas de salud, incluidos el cuidado a largo plazo y los suplementos de Medicare. La mayoría de los agentes que ayudan a las familias con su protección y su jubilación empiezan aquí.",
        ),
        paragraph(
          "Un detalle sorprende a muchos estudiantes: la licencia solo le permite vender anualidades variables si además tiene un registro de valores. Los productos variables se regulan como valores, así que el agente que quiera ofrecerlos también necesita los exámenes de FINRA correspondientes y una firma de corretaje. Todo lo demás de esa lista, incluidas las anualidades indexadas fijas, se vende solo con la 2-15.",
        ),
        heading("Cómo se compara con otras licencias de Florida"),
        paragraph(
          "Florida también emite licencias más limitadas: la 2-14 cubre solo seguros de vida y anualidades, y la 2-40 cubre solo seguros de salud. La 2-15 reúne ambas en un solo examen y una sola licencia, por eso la eligen la mayoría de los agentes nuevos. Los seguros de propiedad y accidentes, como el de vivienda o el de auto, requieren otra licencia, la 2-20, con su propio curso y su propio examen. Si más adelante quiere ayudar a sus clientes con su casa y su carro, puede agregarla; muchos agentes simplemente se asocian con un agente de propiedad y accidentes.",
        ),
        heading("¿Le conviene esta carrera?"),
        paragraph(
          "El trabajo en seguros es en parte enseñar, en parte resolver problemas y en parte llevar un negocio. Pasa los días explicando opciones con palabras sencillas, preguntando a las familias por su dinero y su salud, y dando seguimiento para que las solicitudes se completen de verdad. Los ingresos suelen venir de comisiones, así que los primeros meses exigen paciencia y un plan. A quienes les va bien suelen tener algo en común: les gusta la gente, cumplen lo que prometen y siguen adelante después de oír un no.",
        ),
        paragraph(
          "Ser bilingüe es una ventaja real en Florida. Millones de residentes prefieren hablar de dinero en español, y muchos nunca han tenido a alguien que les explique una póliza en su idioma. Si eso describe a su familia o a su vecindario, usted ya entiende un mercado que muchos agentes no saben atender.",
        ),
        heading("Antes de empezar: los requisitos básicos"),
        list([
          "Tener al menos 18 años",
          "Tener número de Seguro Social y una identificación oficial vigente con foto",
          "Aprobar una verificación de antecedentes con huellas digitales",
          "Responder las preguntas de antecedentes de la solicitud de forma completa y honesta",
          "Completar el curso previo aprobado de 60 horas, salvo que esté exento, y aprobar el examen estatal",
        ]),
        paragraph(
          "Un error del pasado no le descalifica automáticamente, pero ocultarlo casi seguro que sí. El Departamento revisa cada caso según el tipo de falta, cuánto tiempo ha pasado y lo que usted ha hecho desde entonces. Si no está seguro de cómo se verán sus antecedentes, pregunte antes de pagar nada.",
        ),
        heading("Paso 1: complete el curso previo a la licencia"),
        paragraph(
          "Para la licencia 2-15, Florida exige un curso previo de 60 horas aprobado por el Departamento de Servicios Financieros, 3 de ellas de ética (artículos 626.7851 y 626.8311 de los Estatutos de Florida), completado dentro de los 4 años anteriores a su solicitud de licencia. Quienes tienen ciertas designaciones profesionales, y los miembros y veteranos de las Fuerzas Armadas de EE. UU. y sus cónyuges, están exentos. Un buen curso sigue el temario del examen tema por tema, le da preguntas de práctica después de cada clase y termina con exámenes de práctica completos. El nuestro es en línea y está disponible en español y en inglés, para que estudie en el idioma en que piensa.",
        ),
        paragraph(
          "Nuestro curso se divide en seis módulos que siguen el temario estatal, termina con tres exámenes de práctica completos y guarda su avance después de cada clase, para que estudie en sesiones cortas entre el trabajo y la familia. Al terminar recibe el certificado que demuestra que cumplió el requisito. A un ritmo constante de 10 horas por semana, las 60 horas toman unas seis semanas.",
        ),
        heading("Lo que de verdad evalúa el examen"),
        list([
          "Bases del seguro de vida: interés asegurable, suscripción, primas y las partes del contrato",
          "Tipos de póliza: a término, vida entera, vida universal y vida universal indexada",
          "Disposiciones, opciones y cláusulas adicionales, como el período de gracia, la designación de beneficiarios y la exención de primas",
          "Anualidades: contratos fijos, indexados y variables, acumulación y opciones de pago",
          "Seguros de salud: gastos médicos, ingreso por incapacidad, cuidado prolongado y suplementos de Medicare",
          "Ley de seguros de Florida: reglas de licencias, conducta del agente, prácticas comerciales desleales y reglas de reemplazo",
          "Normas federales e impuestos de los seguros de vida, las anualidades y los planes de jubilación",
        ]),
        paragraph(
          "La ley de Florida y la conducta del agente pesan mucho en el examen, y son los temas que los estudiantes más saltan. Las preguntas sobre lo que un agente puede y no puede hacer, como los reembolsos indebidos de comisión, la inducción al reemplazo o la tergiversación, son puntos fáciles si los estudió y dolorosos si no.",
        ),
        heading("Paso 2: haga su solicitud al Departamento de Servicios Financieros"),
        paragraph(
          "La licencia se solicita en MyProfile, el portal en línea del Departamento de Servicios Financieros de Florida: paga la tarifa de solicitud y se toma las huellas digitales con el proveedor autorizado por el estado para la verificación de antecedentes. Haga ambas cosas en cuanto termine el curso: la verificación puede tardar unas semanas y debe estar aprobada antes de que se emita la licencia.",
        ),
        paragraph(
          "Use su nombre legal tal como aparece en su identificación en la solicitud, en la cita de huellas y en el centro de evaluación. Los nombres que no coinciden son una de las causas más comunes de retrasos. Guarde copia de cada recibo y número de confirmación, y revise el estado de su solicitud en línea cada semana en lugar de esperar una carta.",
        ),
        heading("Paso 3: apruebe el examen estatal"),
        paragraph(
          "El examen se presenta en un centro de evaluación de Pearson VUE y se puede tomar en español; se reserva cuando el Departamento le autoriza a presentarlo. Elija una fecha poco después de terminar el curso, cuando tenga el material fresco. Los estudiantes que sacan más del 80% de forma constante en los exámenes de práctica suelen aprobar en el primer intento.",
        ),
        paragraph(
          "Lea el manual del candidato antes de reservar. Ahí aparecen la cantidad de preguntas, el tiempo disponible, la nota para aprobar, la tarifa, la identificación que necesita y las reglas para cambiar la fecha o repetir el examen. Esos detalles los fijan el estado y su proveedor de exámenes y pueden cambiar, así que confíe en el manual vigente más que en lo que recuerde un amigo de hace años.",
        ),
        heading("Un plan de estudio sencillo de seis semanas"),
        list([
          "Semana 1: los fundamentos de seguros y el comienzo del seguro de vida, con todas las preguntas de práctica",
          "Semana 2: el resto del seguro de vida: tipos de póliza, disposiciones, opciones y cláusulas adicionales",
          "Semana 3: anualidades e impuestos, anotando cada término que falle",
          "Semana 4: seguros de salud, desde los gastos médicos hasta los suplementos de Medicare",
          "Semana 5: ley de Florida, conducta del agente y las horas de ética, leídas dos veces",
          "Semana 6: el módulo de repaso y tres exámenes de práctica completos, cada uno seguido de una hora para repasar cada respuesta incorrecta",
          "Después: reserve el examen real si supera el 80%, y haga un repaso ligero cada día hasta la fecha",
        ]),
        paragraph(
          "El plan supone unas 10 horas de estudio por semana. Adáptelo a su vida: quien tenga más tiempo libre quizá termine en cuatro semanas, y quien tenga dos trabajos quizá necesite ocho o diez, y no pasa nada. Lo importante es el contacto constante con el material; las horas de una semana amontonadas en una sola noche valen mucho menos que las mismas horas repartidas en la semana.",
        ),
        heading("El día del examen"),
        list([
          "Repase el módulo que más le cueste el día anterior, no todo el curso",
          "Lleve la identificación que pide el centro de evaluación",
          "Lea cada pregunta dos veces: muchas dependen de palabras como \"excepto\" o \"siempre\"",
          "Llegue temprano; quien llega tarde puede perder la cita y la tarifa",
          "Responda todas las preguntas: salte las difíciles, márquelas y vuelva a ellas al final",
        ]),
        heading("Paso 4: obtenga su nombramiento y empiece a trabajar"),
        paragraph(
          "Cuando apruebe y su verificación de antecedentes esté lista, se emite la licencia. Para vender los productos de una aseguradora, esa aseguradora debe nombrarle, normalmente a través de una agencia. Nuestra red de socios presenta a los egresados con agencias que buscan nuevos agentes, y el programa de patrocinio cubre todo este camino para jóvenes de 18 a 25 años.",
        ),
        paragraph(
          "Antes de su primera venta de anualidades, las aseguradoras le pedirán capacitación sobre sus productos y un curso único de capacitación en anualidades. Muchas agencias también exigen un seguro de errores y omisiones, que le protege si un cliente alega que usted cometió un error. Y la licencia no es un logro de una sola vez: los agentes de Florida deben completar educación continua cada dos años, incluida una actualización de ley y ética, para mantenerla activa.",
        ),
        heading("Sus primeros 90 días como agente con licencia"),
        paragraph(
          "La licencia abre la puerta; los tres primeros meses deciden si usted se queda. Planéelos antes de aprobar. Haga una lista de todas las personas que conoce, no para presionarlas, sino para contarles a qué se dedica ahora y preguntarles a quién conocen que acabe de comprar casa, tener un bebé o abrir un negocio. Acompañe a un agente con experiencia a citas reales antes de atender las suyas. Aprenda a fondo dos o tres productos en lugar de diez por encima, y practique explicar cada uno en un minuto, en un español sencillo y en un inglés sencillo. Lleve un registro simple de cada conversación y de cada fecha de seguimiento. Los agentes que tratan los primeros meses como un período de formación, con una rutina semanal y un mentor que revisa su trabajo, crean hábitos que les sirven durante años.",
        ),
        heading("Los costos que debe presupuestar"),
        list([
          "El curso previo a la licencia",
          "La tarifa de solicitud del estado",
          "La tarifa de huellas digitales que cobra el proveedor",
          "La tarifa del examen, y la de repetirlo si hace falta",
          "El seguro de errores y omisiones cuando empiece a trabajar",
          "La educación continua cada dos años",
        ]),
        paragraph(
          "Verifique cada monto al pagarlo, porque las tarifas cambian. Pregunte a su futura agencia cuáles de estos costos cubre o reembolsa; algunas pagan el seguro de errores y omisiones o parte del curso, y los programas de patrocinio pueden cubrir casi todo el camino.",
        ),
        heading("Errores comunes que retrasan a los estudiantes"),
        list([
          "Dejar pasar semanas entre terminar el curso, solicitar la licencia y tomarse las huellas",
          "Reservar el examen semanas después de terminar el curso, cuando los detalles ya se olvidaron",
          "Saltarse la ley de Florida porque parece aburrida",
          "Omitir en la solicitud un arresto antiguo o un problema con otra licencia",
          "Firmar con la primera agencia que llama sin preguntar cómo capacita a los agentes nuevos",
        ]),
        heading("Preguntas para hacerle a una agencia antes de firmar"),
        list([
          "¿Cómo me capacitarán en mis primeros 90 días y quién responderá mis preguntas?",
          "¿Con qué aseguradoras puedo obtener nombramiento y qué productos venderé?",
          "¿De dónde vienen los clientes: referidos, socios, prospectos comprados o mis propios contactos?",
          "¿Quién paga los prospectos, el seguro de errores y omisiones y la educación continua?",
          "¿Cómo se reparten las comisiones y cuándo se pagan?",
          "¿Puedo atender a clientes en español, con materiales en español?",
        ]),
        paragraph(
          "Una buena agencia responde estas preguntas con claridad y por escrito. Las respuestas vagas sobre la capacitación, o la presión para comprar prospectos caros antes de haber hecho una sola venta, son señales de alerta. La primera agencia marca sus hábitos durante años, así que elija la que le enseñe a atender bien a los clientes, no solo a vender rápido.",
        ),
        paragraph(
          "¿Listo para empezar? Envíe su [solicitud de licencia](/license-application) y un mentor le ayudará a planificar cada paso.",
        ),
      ],
    },
  },
};
