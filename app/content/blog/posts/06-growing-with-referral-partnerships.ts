import { heading, list, paragraph, type BlogPostSource } from "../types";

export const growingWithReferralPartnerships: BlogPostSource = {
  id: 6,
  category: "business-growth",
  date: "2024-12-16",
  readTime: 10,
  author: "Carlos Rivera",
  tags: ["agency-growth", "referrals", "partnerships", "career"],
  featured: false,
  text: {
    en: {
      title: "Growing Your Insurance Business With Referral Partnerships",
      excerpt:
        "The agents who last are rarely the ones who buy the most leads. They are the ones whose clients arrive through people who already trust them. Here is how to build those relationships.",
      imageAlt: "Connected people forming a network around a handshake",
      body: [
        paragraph(
          "New agents are often told to buy leads and make calls. It works for some, but it is expensive and the clients it brings have no reason to stay. A referral from a professional the client already trusts starts the relationship halfway to yes, and it tends to last.",
        ),
        heading("Why referrals work"),
        paragraph(
          "When a mortgage broker says \"I work with an agent I trust; you should talk to her,\" the broker lends you some of the trust they have already earned. The client arrives expecting help rather than a sales pitch, answers questions more openly and is more likely to follow through. Referred clients also tend to refer others, because they came to you through a relationship and they are used to the idea. Purchased leads, by contrast, often have filled out a form on a whim, may have been sold to several agents at once and judge you mostly on price.",
        ),
        paragraph(
          "There is a cost, of course. Partnerships take months to build, not days, and they reward agents who are patient and consistent. That is exactly why they are worth building: the agent down the street cannot buy them.",
        ),
        heading("Choose partners who serve the same moments"),
        paragraph(
          "The best partners meet your future clients at the moments when protection matters. A real estate agent or mortgage broker meets families buying a home, who need mortgage protection. A tax preparer sees self-employed clients every spring who lack health insurance and retirement savings. A credit specialist helps people who are about to qualify for their first loan.",
        ),
        list([
          "Mortgage brokers and loan officers",
          "Real estate agents",
          "Tax preparers and accountants",
          "Credit repair and financial coaching services",
          "Attorneys who handle estates and small businesses",
        ]),
        paragraph(
          "Think about each partner's clients and the question they are quietly asking. A family closing on a home wonders what happens to the house if something happens to them. A self-employed client at tax time wonders how to save for retirement without an employer plan. A couple preparing a will wonders who will care for the children and how the estate will pay its costs. When your service answers the question your partner's client is already asking, the referral feels like help, not a sales favor.",
        ),
        heading("Start with five, not fifty"),
        paragraph(
          "Trying to partner with everyone produces a stack of business cards and no relationships. Choose five professionals you would happily send your own family to, ideally in different fields and in the part of Florida where you work. Learn how their business runs: when they are busy, what their clients complain about and what makes them look good. A loan officer in the middle of a busy spring does not want a long meeting; a tax preparer in July may welcome one.",
        ),
        list([
          "Ask for a short meeting to learn about their business, not to pitch yours",
          "Ask what their clients most often struggle with after working with them",
          "Explain in two sentences who you help and how",
          "Offer something useful first, such as a workshop or a referral",
          "Agree on how introductions will happen and how you will report back",
        ]),
        heading("What a first conversation can sound like"),
        paragraph(
          "Suppose you meet a loan officer for coffee. Instead of describing your products, you might say: \"I help families who have just bought a home make sure they can keep it if something happens to an income. Many of your clients probably have not thought about that yet. What do your buyers usually worry about after closing?\" Then listen. You may learn that her clients are anxious about insurance costs, that many are first-time buyers with little savings, or that half of them prefer Spanish. Each answer tells you how you can help her clients, and a partner who feels understood is far more likely to send you the first introduction.",
        ),
        heading("Give before you ask"),
        paragraph(
          "Referral relationships are two-way. Send your partners clients, share useful articles with their customers, offer a free workshop at their office about life insurance basics or Medicare. When a partner sees that you treat their clients well and make them look good, the referrals follow.",
        ),
        paragraph(
          "Workshops are one of the best tools a new agent has, because they let partners see you teach without selling. Keep them educational and short. A forty-five-minute session on what every first-time homebuyer should know about protecting the mortgage, held at a real estate office, serves the agent's clients and shows your expertise. A session on retirement options for the self-employed fits a tax preparer's office in the fall. A talk in Spanish at a community center or a church, on how term life insurance works and what it costs, can reach families no one has ever explained these products to.",
        ),
        heading("Make referring you easy"),
        paragraph(
          "Give each partner a simple way to introduce you: a short description of who you help, a phone number that you answer, and a promise to call within one business day. Report back, with the client's permission, so the partner knows the introduction was handled well.",
        ),
        list([
          "A one-page sheet in English and Spanish describing who you help",
          "A short link or QR code where clients can book a call",
          "A direct phone number with a voicemail you check every day",
          "A simple introduction email the partner can forward",
        ]),
        heading("Working with real estate and mortgage professionals"),
        paragraph(
          "Home purchases run on deadlines, and nothing annoys a real estate agent or a loan officer more than anything that threatens a closing date. Make it clear that your conversation with their buyers happens on the buyer's schedule, often right after closing, and never gets in the way of the transaction. Offer their buyers something useful, such as a checklist of the insurance costs of a first home or a short explanation of how mortgage protection differs from the PMI they are already paying. Partners in this field value agents who are responsive, speak plainly and never make them look pushy.",
        ),
        heading("Working with tax preparers and accountants"),
        paragraph(
          "Tax professionals see a client's whole financial picture once a year, and they often notice gaps: a self-employed client with no health insurance, no retirement plan and a family depending on one income. They may be reluctant to recommend insurance, because they do not want to seem to be selling. Make it easy by offering a neutral review, and respect their role: you explain the insurance side, they give the tax advice. When a client asks you a tax question, send them back to their preparer. That habit alone earns trust.",
        ),
        heading("Working with attorneys"),
        paragraph(
          "Estate and business attorneys draft wills, trusts and buy-sell agreements that often need insurance to work. A trust that is supposed to provide for young children needs money in it; an agreement in which one partner buys out another needs a way to pay. You can help their clients check beneficiary designations, which override what a will says, and fund the plan the attorney designs. Never draft legal language or comment on a legal plan yourself; your role is to make sure the insurance matches it.",
        ),
        heading("Close the loop"),
        paragraph(
          "The fastest way to lose a partner is silence. When a partner sends you a client, thank them the same day, contact the client quickly and let the partner know, within the limits of the client's privacy, that the introduction was handled. You do not need to share what the client bought or anything about their health; a simple note that you met and are helping is enough. Partners keep sending clients to agents who make them look good, and they stop sending clients to agents who disappear.",
        ),
        heading("Serving Florida's Spanish-speaking families"),
        paragraph(
          "Many professionals in Florida serve Spanish-speaking clients but work with few insurance agents who can explain a policy in Spanish from start to finish. If you are bilingual, say so clearly in every introduction and bring materials in both languages. Make sure the whole experience works in Spanish, from the first call to the application and the delivery of the policy, and be honest when a carrier's documents are only available in English, offering to walk the client through them. Trust built in a family's own language is some of the most durable trust in this business.",
        ),
        heading("Stay compliant"),
        paragraph(
          "Florida law limits what you may pay for referrals, and carriers have their own rules. Never share commissions with unlicensed people, keep records of every arrangement and check with your agency before offering anything of value in exchange for referrals.",
        ),
        paragraph(
          "Your partners have their own rules too. Real estate and mortgage professionals are subject to federal rules on payments for referrals in home purchases, and attorneys and accountants have professional ethics rules, so never structure a relationship in which a partner is paid for sending you business without written approval from compliance. Get the client's consent before a partner shares their contact details, respect do-not-call requests, and follow the rules on consent for calls and text messages. Have workshop materials and flyers approved by your agency or carrier when required.",
        ),
        heading("Be easy to check"),
        paragraph(
          "Before a professional sends you a client, they will look you up. Make sure what they find is simple and consistent: a professional profile with your photo, the languages you speak, the areas you serve and how to reach you. Anyone can confirm a Florida agent's license through the Department of Financial Services' public licensee search, so keep your license active and your information current. Ask your agency which online reviews and testimonials you may use before you publish any.",
        ),
        heading("Measure what works"),
        paragraph(
          "Keep a simple record of where each client came from: which partner, which workshop, which event. After six months, look at it honestly. You may find that one loan officer sends half your business and that a monthly workshop produces more appointments than months of networking breakfasts. Spend more time on what works, thank the partners who send clients, and let go, politely, of relationships that only go one way.",
        ),
        paragraph(
          "Be realistic about the timeline. Most partners watch how you handle one or two clients before they send more, and a relationship that produces nothing in its first three months may become your best source of business in its second year. Keep showing up, keep teaching and keep your promises; the compounding is slow at first and then surprisingly fast.",
        ),
        heading("A 90-day plan to get started"),
        list([
          "Weeks 1 and 2: list twenty possible partners and choose five to contact first",
          "Weeks 3 and 4: hold your first meetings and send a thank-you note after each",
          "Weeks 5 to 8: offer one workshop and prepare your bilingual one-page sheet",
          "Weeks 9 to 12: follow up with every partner, report back on every referral and add two new partners",
        ]),
        heading("Common mistakes"),
        list([
          "Asking for referrals in the first meeting, before giving anything",
          "Taking days to call a referred client",
          "Pitching products at a workshop that was promised as educational",
          "Forgetting to thank the partner or report back",
          "Offering partners payments or gifts without checking the rules first",
        ]),
        paragraph(
          "Our partner network connects licensed agents with professionals across Florida. Young agents in our youth sponsorship start building these relationships from their first month, with a mentor making the introductions.",
        ),
      ],
    },
    es: {
      title: "Cómo Hacer Crecer su Negocio de Seguros con Alianzas de Referidos",
      excerpt:
        "Los agentes que perduran rara vez son los que más prospectos compran. Son aquellos cuyos clientes llegan a través de personas que ya confían en ellos. Así se construyen esas relaciones.",
      imageAlt: "Personas conectadas que forman una red alrededor de un apretón de manos",
      body: [
        paragraph(
          "A los agentes nuevos se les suele decir que compren prospectos y hagan llamadas. A algunos les funciona, pero es caro y los clientes que llegan así no tienen motivos para quedarse. Un referido de un profesional en quien el cliente ya confía empieza la relación a mitad de camino del sí, y suele durar.",
        ),
        heading("Por qué funcionan los referidos"),
        paragraph(
          "Cuando un corredor hipotecario dice \"trabajo con una agente de confianza, hable con ella\", le presta a usted parte de la confianza que ya se ganó. El cliente llega esperando ayuda y no un discurso de venta, responde las preguntas con más franqueza y es más probable que siga adelante. Los clientes referidos también suelen referir a otros, porque llegaron por una relación y ya conocen la idea. Los prospectos comprados, en cambio, a menudo llenaron un formulario por impulso, pueden haberse vendido a varios agentes a la vez y le juzgan sobre todo por el precio.",
        ),
        paragraph(
          "Claro que hay un costo. Las alianzas tardan meses en construirse, no días, y premian a los agentes pacientes y constantes. Justamente por eso vale la pena construirlas: el agente de la otra cuadra no las puede comprar.",
        ),
        heading("Elija socios que atienden los mismos momentos"),
        paragraph(
          "Los mejores socios conocen a sus futuros clientes en los momentos en que la protección importa. Un agente de bienes raíces o un corredor hipotecario conoce a familias que compran casa y necesitan protección hipotecaria. Un preparador de impuestos ve cada primavera a trabajadores independientes sin seguro de salud ni ahorros para la jubilación. Un especialista en crédito ayuda a personas que están a punto de calificar para su primer préstamo.",
        ),
        list([
          "Corredores hipotecarios y oficiales de préstamos",
          "Agentes de bienes raíces",
          "Preparadores de impuestos y contadores",
          "Servicios de reparación de crédito y asesoría financiera",
          "Abogados de herencias y de pequeñas empresas",
        ]),
        paragraph(
          "Piense en los clientes de cada socio y en la pregunta que se hacen en silencio. Una familia que cierra la compra de su casa se pregunta qué pasará con ella si algo les pasa. Un trabajador independiente en temporada de impuestos se pregunta cómo ahorrar para la jubilación sin un plan del empleador. Una pareja que prepara su testamento se pregunta quién cuidará a los hijos y cómo se pagarán los costos de la herencia. Cuando su servicio responde la pregunta que el cliente de su socio ya se está haciendo, el referido se siente como ayuda, no como un favor de ventas.",
        ),
        heading("Empiece con cinco, no con cincuenta"),
        paragraph(
          "Querer aliarse con todo el mundo deja una pila de tarjetas y ninguna relación. Elija a cinco profesionales a quienes enviaría con gusto a su propia familia, idealmente de distintos campos y de la zona de Florida donde trabaja. Aprenda cómo funciona su negocio: cuándo tienen más trabajo, de qué se quejan sus clientes y qué les hace quedar bien. Un oficial de préstamos en plena primavera no quiere una reunión larga; un preparador de impuestos en julio quizá la agradezca.",
        ),
        list([
          "Pida una reunión corta para conocer su negocio, no para presentar el suyo",
          "Pregunte con qué problemas se quedan sus clientes después de trabajar con ellos",
          "Explique en dos frases a quién ayuda y cómo",
          "Ofrezca primero algo útil, como un taller o un referido",
          "Acuerden cómo se harán las presentaciones y cómo les informará después",
        ]),
        heading("Cómo puede sonar una primera conversación"),
        paragraph(
          "Supongamos que se toma un café con una oficial de préstamos. En lugar de describir sus productos, podría decirle: \"Ayudo a las familias que acaban de comprar casa a asegurarse de que puedan conservarla si les falta un ingreso. Muchos de sus clientes probablemente todavía no han pensado en eso. ¿Qué les preocupa normalmente a sus compradores después del cierre?\" Y luego escuche. Quizá descubra que a sus clientes les angustia el costo de los seguros, que muchos compran por primera vez con pocos ahorros o que la mitad prefiere hablar en español. Cada respuesta le dice cómo puede ayudar a sus clientes, y un socio que se siente comprendido está mucho más dispuesto a hacerle la primera presentación.",
        ),
        heading("Dé antes de pedir"),
        paragraph(
          "Las relaciones de referidos van en dos sentidos. Envíe clientes a sus socios, comparta artículos útiles con sus clientes, ofrezca un taller gratuito en su oficina sobre lo básico del seguro de vida o de Medicare. Cuando un socio ve que usted trata bien a sus clientes y lo deja bien parado, los referidos llegan solos.",
        ),
        paragraph(
          "Los talleres son una de las mejores herramientas de un agente nuevo, porque dejan que los socios le vean enseñar sin vender. Manténgalos educativos y breves. Una sesión de cuarenta y cinco minutos en una oficina de bienes raíces sobre lo que todo comprador de primera casa debe saber para proteger su hipoteca atiende a los clientes del agente y muestra lo que usted sabe. Una sesión sobre opciones de jubilación para independientes encaja en la oficina de un preparador de impuestos en otoño. Una charla en español en un centro comunitario o una iglesia, sobre cómo funciona el seguro de vida a término y cuánto cuesta, puede llegar a familias a las que nadie les ha explicado nunca estos productos.",
        ),
        heading("Facilite que lo recomienden"),
        paragraph(
          "Dele a cada socio una forma sencilla de presentarle: una descripción corta de a quién ayuda, un teléfono que usted contesta y la promesa de llamar en un día hábil. Infórmele después, con el permiso del cliente, para que el socio sepa que la presentación se atendió bien.",
        ),
        list([
          "Una hoja de una página en español y en inglés que explique a quién ayuda",
          "Un enlace corto o un código QR donde los clientes puedan reservar una llamada",
          "Un teléfono directo con un buzón de voz que revise todos los días",
          "Un correo de presentación sencillo que el socio pueda reenviar",
        ]),
        heading("Cómo trabajar con profesionales de bienes raíces e hipotecas"),
        paragraph(
          "Las compras de vivienda funcionan con fechas límite, y nada molesta más a un agente de bienes raíces o a un oficial de préstamos que algo que ponga en riesgo la fecha de cierre. Deje claro que su conversación con los compradores se hace cuando les convenga a ellos, a menudo justo después del cierre, y que nunca estorba la transacción. Ofrezca a sus compradores algo útil, como una lista de los costos de seguros de una primera casa o una explicación corta de en qué se diferencia la protección hipotecaria del PMI que ya pagan. En este campo se valora al agente que responde rápido, habla claro y nunca los hace quedar como insistentes.",
        ),
        heading("Cómo trabajar con preparadores de impuestos y contadores"),
        paragraph(
          "Los profesionales de impuestos ven una vez al año el panorama financiero completo de un cliente, y a menudo notan huecos: un trabajador independiente sin seguro médico, sin plan de jubilación y con una familia que depende de un solo ingreso. Puede que no quieran recomendar seguros porque no quieren parecer vendedores. Facilíteselo ofreciendo una revisión neutral, y respete su papel: usted explica la parte del seguro y ellos dan la asesoría fiscal. Cuando un cliente le haga una pregunta de impuestos, envíelo de vuelta a su preparador. Ese hábito, por sí solo, genera confianza.",
        ),
        heading("Cómo trabajar con abogados"),
        paragraph(
          "Los abogados de herencias y de empresas redactan testamentos, fideicomisos y acuerdos de compraventa entre socios que a menudo necesitan un seguro para funcionar. Un fideicomiso que debe mantener a hijos pequeños necesita dinero dentro; un acuerdo en el que un socio le compra su parte a otro necesita una forma de pagarla. Usted puede ayudar a sus clientes a revisar las designaciones de beneficiarios, que prevalecen sobre lo que diga el testamento, y a financiar el plan que diseña el abogado. Nunca redacte lenguaje legal ni opine sobre un plan legal; su papel es que el seguro encaje con él.",
        ),
        heading("Cierre el círculo"),
        paragraph(
          "La forma más rápida de perder a un socio es el silencio. Cuando un socio le envíe un cliente, agradézcale el mismo día, comuníquese pronto con el cliente y hágale saber al socio, dentro de los límites de la privacidad del cliente, que la presentación se atendió. No necesita contar qué compró el cliente ni nada sobre su salud; basta una nota que diga que se reunieron y que lo está ayudando. Los socios siguen enviando clientes a los agentes que los dejan bien y dejan de enviarlos a los que desaparecen.",
        ),
        heading("Cómo atender a las familias hispanohablantes de Florida"),
        paragraph(
          "Muchos profesionales de Florida atienden a clientes que hablan español, pero trabajan con pocos agentes capaces de explicar una póliza en español de principio a fin. Si es bilingüe, dígalo con claridad en cada presentación y lleve materiales en ambos idiomas. Asegúrese de que toda la experiencia funcione en español, desde la primera llamada hasta la solicitud y la entrega de la póliza, y sea honesto cuando los documentos de una aseguradora solo existan en inglés, ofreciéndose a explicarlos paso a paso. La confianza que se construye en el idioma de la familia es de la más duradera en este negocio.",
        ),
        heading("Cumpla las normas"),
        paragraph(
          "La ley de Florida limita lo que se puede pagar por referidos, y las aseguradoras tienen sus propias reglas. Nunca comparta comisiones con personas sin licencia, guarde un registro de cada acuerdo y consulte con su agencia antes de ofrecer algo de valor a cambio de referidos.",
        ),
        paragraph(
          "Sus socios también tienen sus reglas. Los profesionales de bienes raíces e hipotecas están sujetos a normas federales sobre pagos por referidos en la compra de viviendas, y los abogados y contadores tienen reglas de ética profesional, así que nunca arme una relación en la que se le pague a un socio por enviarle clientes sin la aprobación por escrito del área de cumplimiento. Obtenga el consentimiento del cliente antes de que un socio comparta sus datos, respete las solicitudes de no llamar y siga las reglas de consentimiento para llamadas y mensajes de texto. Haga aprobar por su agencia o aseguradora los materiales de talleres y volantes cuando se exija.",
        ),
        heading("Facilite que lo verifiquen"),
        paragraph(
          "Antes de enviarle un cliente, un profesional le buscará en internet. Asegúrese de que lo que encuentre sea sencillo y coherente: un perfil profesional con su foto, los idiomas que habla, las zonas que atiende y cómo contactarle. Cualquiera puede confirmar la licencia de un agente de Florida en la búsqueda pública de licenciatarios del Departamento de Servicios Financieros, así que mantenga su licencia activa y sus datos al día. Pregunte a su agencia qué reseñas y testimonios en línea puede usar antes de publicar cualquiera.",
        ),
        heading("Mida lo que funciona"),
        paragraph(
          "Lleve un registro sencillo de dónde vino cada cliente: qué socio, qué taller, qué evento. A los seis meses, revíselo con honestidad. Puede descubrir que un solo oficial de préstamos le envía la mitad de su negocio y que un taller mensual le da más citas que meses de desayunos de contactos. Dedique más tiempo a lo que funciona, agradezca a los socios que le envían clientes y suelte, con cortesía, las relaciones que van en un solo sentido.",
        ),
        paragraph(
          "Sea realista con los plazos. La mayoría de los socios observa cómo atiende a uno o dos clientes antes de enviarle más, y una relación que no produce nada en sus tres primeros meses puede convertirse en su mejor fuente de negocio en el segundo año. Siga presentándose, enseñando y cumpliendo lo que promete; el efecto acumulado es lento al principio y luego sorprendentemente rápido.",
        ),
        heading("Un plan de 90 días para empezar"),
        list([
          "Semanas 1 y 2: haga una lista de veinte posibles socios y elija cinco para contactar primero",
          "Semanas 3 y 4: tenga sus primeras reuniones y envíe una nota de agradecimiento después de cada una",
          "Semanas 5 a 8: ofrezca un taller y prepare su hoja bilingüe de una página",
          "Semanas 9 a 12: dé seguimiento a cada socio, informe sobre cada referido y sume dos socios nuevos",
        ]),
        heading("Errores comunes"),
        list([
          "Pedir referidos en la primera reunión, antes de dar nada",
          "Tardar días en llamar a un cliente referido",
          "Vender productos en un taller que se anunció como educativo",
          "Olvidar agradecer al socio o informarle después",
          "Ofrecer pagos o regalos a los socios sin revisar antes las reglas",
        ]),
        paragraph(
          "Nuestra red de socios conecta a agentes con licencia con profesionales de toda Florida. Los agentes jóvenes de nuestro patrocinio juvenil empiezan a construir estas relaciones desde su primer mes, con un mentor que hace las presentaciones.",
        ),
      ],
    },
  },
};
