import { heading, list, paragraph, type BlogPostSource } from "../types";

export const planningLongTermCare: BlogPostSource = {
  id: 8,
  category: "insurance",
  date: "2024-11-18",
  readTime: 8,
  author: "David Thompson",
  tags: ["long-term-care", "retirement", "health", "family-protection"],
  featured: false,
  text: {
    en: {
      title: "Planning for Long-Term Care Before You Need It",
      excerpt:
        "Most people over 65 will need some help with daily living, and Medicare pays for little of it. Here is how to plan, what policies cost, and why your fifties are the time to decide.",
      imageAlt: "An older couple reviewing documents at a kitchen table",
      body: [
        paragraph(
          "Long-term care is help with everyday activities such as bathing, dressing or eating, provided at home, in assisted living or in a nursing home. It is one of the largest financial risks in retirement, and one of the least planned for, because it is uncomfortable to think about.",
        ),
        heading("What counts as long-term care"),
        paragraph(
          "Insurers and the tax code define the need in terms of six activities of daily living. A tax-qualified policy generally pays when a licensed health practitioner certifies that you cannot perform at least two of them without substantial help for a period expected to last at least 90 days, or that you need supervision because of a severe cognitive impairment such as Alzheimer's disease.",
        ),
        list([
          "Bathing",
          "Dressing",
          "Eating",
          "Using the toilet",
          "Transferring, such as moving from a bed to a chair",
          "Continence",
        ]),
        paragraph(
          "Care can happen in many places: a home health aide who visits a few hours a day, an adult day center, an assisted living facility or a nursing home. Most people want to stay at home as long as possible, and a good plan should make that realistic. Much care is still provided by spouses and adult children, often at a real cost to their own jobs, health and savings.",
        ),
        heading("Estimate the cost where you live"),
        paragraph(
          "Care costs vary widely between regions, types of care and providers, so build your plan on local prices rather than national averages. Call two or three home care agencies and assisted living communities near where you expect to live and ask their current rates. Then do the arithmetic. As a hypothetical example, if an aide costs $30 an hour and you need six hours a day, five days a week, that is $900 a week, or about $3,900 a month, before any nights, weekends or a move to a facility. Multiply by the number of years you want to plan for, and the size of the risk becomes clear.",
        ),
        heading("Who pays for care"),
        paragraph(
          "Health insurance and Medicare cover medical treatment, not ongoing custodial care. Medicare pays only for short skilled-nursing stays after a hospital visit. Medicaid pays for long-term care only after most of your savings are spent. Everything between those two is paid by you, your family or a long-term care policy.",
        ),
        paragraph(
          "The Medicare limit surprises many families. After a qualifying hospital stay of at least three days as an inpatient, Medicare can cover up to 100 days in a skilled nursing facility per benefit period, in full for the first 20 days and with a daily copayment after that, and only while you need skilled care rather than help with daily activities. Medicaid, for its part, has strict income and asset limits and reviews transfers of money or property made during the previous five years, so giving assets to the children shortly before applying rarely works. In Florida, Medicaid home and community-based services can also have waiting lists.",
        ),
        heading("How a policy is built"),
        paragraph(
          "You choose a daily or monthly benefit, an elimination period, typically 30 to 90 days, during which you pay for care yourself, and a benefit period from 2 to 10 years or lifetime. Inflation protection raises the benefit each year so it keeps up with care costs. A longer elimination period lowers the premium, much as a higher deductible does.",
        ),
        paragraph(
          "Here is an illustration. A policy with a $6,000 monthly benefit and a three-year benefit period creates a pool of $216,000 for care. With a 90-day elimination period, you would pay the first three months of care yourself. With 3% compound inflation protection, the monthly benefit would roughly double over about 24 years, which matters if you buy at 55 and need care at 80. Many policies let you use the pool flexibly: if care costs less than the maximum in a month, the pool lasts longer than three years.",
        ),
        heading("Why the fifties are the window"),
        paragraph(
          "The ideal time to buy is usually between 50 and 65. Premiums are based on your age when you apply, and approval requires reasonable health. Waiting until a diagnosis appears can make coverage unavailable at any price.",
        ),
        paragraph(
          "Be aware that premiums on traditional long-term care policies are not guaranteed. Carriers can ask the state to approve rate increases for a whole group of policyholders, and many have done so over the years. If you face an increase, you can usually keep the premium level by reducing the benefit, for example by shortening the benefit period or lowering the inflation rate, rather than dropping the coverage altogether.",
        ),
        heading("What the application looks at"),
        paragraph(
          "Long-term care underwriting looks further ahead than life insurance underwriting. Expect questions about your conditions, medications, mobility and recent treatment, a review of medical records, and often a phone or in-person interview that may include a short memory screening for older applicants. Conditions that are well controlled may still be accepted, sometimes at a higher rate. Couples who apply together often receive a discount, and some policies let spouses share a pool of benefits, so that one can use benefits the other never needs.",
        ),
        heading("Traditional or hybrid"),
        paragraph(
          "Traditional long-term care insurance offers the most care per premium dollar, but if you never need care, the premiums are spent. Hybrid policies combine life insurance or an annuity with care benefits: the money pays for care if you need it, or goes to your beneficiaries if you do not. Many families prefer that certainty.",
        ),
        paragraph(
          "Hybrid policies are often paid with a single premium or a few years of premiums, and many guarantee that the premium will never increase. Some life insurance policies also offer a chronic illness rider that advances part of the death benefit for care. These riders are usually less comprehensive than a dedicated long-term care benefit, so read how they define a qualifying illness and how much they pay each month.",
        ),
        heading("The Florida Long-Term Care Partnership"),
        paragraph(
          "Florida participates in the Long-Term Care Partnership program. If you buy a partnership-qualified policy and later exhaust its benefits, Medicaid can let you keep assets equal to the benefits the policy paid, on top of the usual limits. For a middle-income family, that protection can be valuable. Ask whether a policy qualifies; partnership policies must include certain inflation protection depending on your age when you buy.",
        ),
        heading("Other ways to pay"),
        list([
          "Savings and investments set aside specifically for care",
          "Home equity, through a sale, a downsizing or a reverse mortgage",
          "An annuity with a long-term care or income doubler feature",
          "A life insurance policy with a chronic illness rider",
          "Veterans benefits such as Aid and Attendance, for those who qualify",
        ]),
        paragraph(
          "For married couples, the real risk is often to the healthy spouse. If one spouse needs years of care paid from joint savings, the other may be left with too little for the rest of their life. A plan that caps what care can take from the family's savings protects both of you.",
        ),
        heading("Talk about it as a family"),
        list([
          "Where would you want to receive care: at home, near a particular child, or in a community?",
          "Who would coordinate care, and who could realistically help?",
          "Have you signed a durable power of attorney and a designation of health care surrogate?",
          "Which savings would you use first, and which would you protect?",
        ]),
        heading("Protect the policy from an accidental lapse"),
        paragraph(
          "The people most likely to need long-term care are also the most likely to forget a bill. When you buy a policy, name a trusted family member or friend as a third-party designee who will be notified if a premium goes unpaid, giving them time to step in before coverage ends. Many policies can also be reinstated within a limited period if a lapse was caused by cognitive impairment, but it is far easier to prevent the lapse in the first place. Setting up automatic payments from a bank account helps, as long as someone keeps an eye on that account.",
        ),
        heading("Common mistakes"),
        list([
          "Assuming Medicare or a health plan will pay for extended care",
          "Waiting until after a diagnosis to apply",
          "Buying a large benefit without inflation protection at a young age",
          "Letting a policy lapse after a rate increase instead of adjusting the benefit",
          "Not telling family members that a policy exists and where it is kept",
        ]),
        heading("Questions to ask your agent"),
        list([
          "What triggers benefits, and who certifies that I qualify?",
          "Does the policy pay for care at home, and by family members?",
          "Is the premium guaranteed, and has this carrier raised rates on similar policies?",
          "Is the policy tax-qualified and partnership-qualified?",
        ]),
        paragraph(
          "Premiums for tax-qualified long-term care insurance may be partly deductible as medical expenses, within age-based limits. This is general information, not tax or legal advice; ask a tax professional how the rules apply to you.",
        ),
        paragraph(
          "A good plan starts with a conversation: where you would want to receive care, what your savings can cover and what your family can realistically do. Our long-term care page explains the options in more detail.",
        ),
      ],
    },
    es: {
      title: "Cómo Planificar el Cuidado a Largo Plazo Antes de Necesitarlo",
      excerpt:
        "La mayoría de las personas mayores de 65 años necesitará algo de ayuda con las actividades diarias, y Medicare paga muy poco de eso. Así se planifica, esto cuestan las pólizas y por eso los cincuenta son la edad para decidir.",
      imageAlt: "Una pareja mayor revisa documentos en la mesa de la cocina",
      body: [
        paragraph(
          "El cuidado a largo plazo es la ayuda con actividades cotidianas como bañarse, vestirse o comer, en casa, en una residencia asistida o en un asilo. Es uno de los mayores riesgos económicos de la jubilación y uno de los menos planificados, porque es incómodo pensar en ello.",
        ),
        heading("Qué se considera cuidado prolongado"),
        paragraph(
          "Las aseguradoras y el código fiscal definen la necesidad según seis actividades de la vida diaria. Una póliza calificada para impuestos generalmente paga cuando un profesional de salud con licencia certifica que usted no puede realizar al menos dos de ellas sin ayuda considerable durante un período que se espera dure al menos 90 días, o que necesita supervisión por un deterioro cognitivo grave, como el Alzheimer.",
        ),
        list([
          "Bañarse",
          "Vestirse",
          "Comer",
          "Usar el inodoro",
          "Trasladarse, por ejemplo de la cama a una silla",
          "Controlar esfínteres",
        ]),
        paragraph(
          "El cuidado puede darse en muchos lugares: un asistente de salud que visita unas horas al día, un centro de día para adultos, una residencia asistida o un asilo. La mayoría quiere quedarse en casa el mayor tiempo posible, y un buen plan debe hacerlo realista. Gran parte del cuidado todavía lo dan cónyuges e hijos adultos, a menudo con un costo real para su trabajo, su salud y sus ahorros.",
        ),
        heading("Calcule el costo donde vive"),
        paragraph(
          "El costo del cuidado varía mucho según la región, el tipo de cuidado y el proveedor, así que base su plan en los precios locales y no en promedios nacionales. Llame a dos o tres agencias de cuidado en casa y residencias asistidas cerca de donde piensa vivir y pregunte sus tarifas actuales. Luego haga la cuenta. Como ejemplo hipotético, si un asistente cuesta $30 la hora y necesita seis horas al día, cinco días a la semana, son $900 a la semana, unos $3,900 al mes, sin contar noches, fines de semana ni una mudanza a una residencia. Multiplíquelo por los años que quiere cubrir y verá con claridad el tamaño del riesgo.",
        ),
        heading("Quién paga el cuidado"),
        paragraph(
          "El seguro de salud y Medicare cubren el tratamiento médico, no el cuidado personal continuo. Medicare paga solo estancias cortas de enfermería especializada después de una hospitalización. Medicaid paga el cuidado a largo plazo solo después de que se hayan gastado casi todos sus ahorros. Todo lo que queda entre ambos lo pagan usted, su familia o una póliza de cuidado a largo plazo.",
        ),
        paragraph(
          "El límite de Medicare sorprende a muchas familias. Tras una hospitalización como paciente internado de al menos tres días, Medicare puede cubrir hasta 100 días en un centro de enfermería especializada por período de beneficios, completos los primeros 20 y con un copago diario después, y solo mientras necesite atención especializada y no ayuda con las actividades diarias. Medicaid, por su parte, tiene límites estrictos de ingresos y bienes y revisa las transferencias de dinero o propiedades de los cinco años anteriores, así que pasar los bienes a los hijos poco antes de solicitar rara vez funciona. En Florida, los servicios de Medicaid en el hogar y la comunidad también pueden tener listas de espera.",
        ),
        heading("Cómo se arma una póliza"),
        paragraph(
          "Usted elige un beneficio diario o mensual, un período de espera, normalmente de 30 a 90 días, durante el cual paga el cuidado por su cuenta, y un período de beneficios de 2 a 10 años o de por vida. La protección contra la inflación aumenta el beneficio cada año para que siga el ritmo del costo del cuidado. Un período de espera más largo baja la prima, igual que un deducible más alto.",
        ),
        paragraph(
          "Un ejemplo ilustrativo: una póliza con un beneficio mensual de $6,000 y un período de beneficios de tres años crea un fondo de $216,000 para el cuidado. Con un período de espera de 90 días, usted pagaría los tres primeros meses. Con una protección contra la inflación del 3% compuesto, el beneficio mensual casi se duplicaría en unos 24 años, algo importante si compra a los 55 y necesita cuidado a los 80. Muchas pólizas permiten usar el fondo con flexibilidad: si un mes el cuidado cuesta menos que el máximo, el fondo dura más de tres años.",
        ),
        heading("Por qué los cincuenta son el momento"),
        paragraph(
          "La edad ideal para comprarla suele estar entre los 50 y los 65 años. Las primas se basan en su edad al solicitar, y la aprobación exige una salud razonable. Esperar a que aparezca un diagnóstico puede hacer que no consiga cobertura a ningún precio.",
        ),
        paragraph(
          "Tenga en cuenta que las primas de las pólizas tradicionales no están garantizadas. Las aseguradoras pueden pedir al estado que apruebe aumentos para todo un grupo de asegurados, y muchas lo han hecho con los años. Si le llega un aumento, normalmente puede mantener la prima reduciendo el beneficio, por ejemplo acortando el período de beneficios o bajando la tasa de inflación, en lugar de cancelar la cobertura.",
        ),
        heading("Qué revisa la solicitud"),
        paragraph(
          "La suscripción de un seguro de cuidado prolongado mira más hacia el futuro que la de un seguro de vida. Espere preguntas sobre sus condiciones, medicamentos, movilidad y tratamientos recientes, una revisión de su historial médico y a menudo una entrevista por teléfono o en persona, que a edades mayores puede incluir una breve prueba de memoria. Las condiciones bien controladas todavía pueden aceptarse, a veces con una tarifa más alta. Las parejas que solicitan juntas suelen recibir un descuento, y algunas pólizas permiten que los cónyuges compartan un fondo de beneficios, de modo que uno pueda usar lo que el otro nunca necesite.",
        ),
        heading("Tradicional o híbrida"),
        paragraph(
          "El seguro tradicional de cuidado a largo plazo ofrece más cuidado por cada dólar de prima, pero si nunca necesita cuidado, las primas se pierden. Las pólizas híbridas combinan un seguro de vida o una anualidad con beneficios de cuidado: el dinero paga el cuidado si lo necesita, o va a sus beneficiarios si no. Muchas familias prefieren esa certeza.",
        ),
        paragraph(
          "Las pólizas híbridas suelen pagarse con una prima única o con pocos años de primas, y muchas garantizan que la prima nunca subirá. Algunas pólizas de vida ofrecen además una cláusula por enfermedad crónica que adelanta parte del beneficio por fallecimiento para el cuidado. Estas cláusulas suelen ser menos completas que un beneficio de cuidado dedicado, así que lea cómo definen una enfermedad que califica y cuánto pagan al mes.",
        ),
        heading("El Programa de Asociación de Florida"),
        paragraph(
          "Florida participa en el programa de asociación para el cuidado a largo plazo, conocido como Long-Term Care Partnership. Si compra una póliza calificada para este programa y luego agota sus beneficios, Medicaid puede permitirle conservar bienes equivalentes a lo que pagó la póliza, además de los límites normales. Para una familia de ingresos medios, esa protección puede ser valiosa. Pregunte si la póliza califica; estas pólizas deben incluir cierta protección contra la inflación según su edad al comprarla.",
        ),
        heading("Otras formas de pagar"),
        list([
          "Ahorros e inversiones reservados específicamente para el cuidado",
          "El capital de la casa, mediante una venta, una mudanza a algo más pequeño o una hipoteca inversa",
          "Una anualidad con una opción de cuidado prolongado o que duplique el ingreso",
          "Una póliza de vida con una cláusula por enfermedad crónica",
          "Beneficios para veteranos como Aid and Attendance, para quienes califiquen",
        ]),
        paragraph(
          "En los matrimonios, el riesgo real suele recaer sobre el cónyuge sano. Si uno necesita años de cuidado pagados con los ahorros comunes, el otro puede quedarse con muy poco para el resto de su vida. Un plan que limita lo que el cuidado puede tomar de los ahorros familiares protege a los dos.",
        ),
        heading("Háblelo en familia"),
        list([
          "¿Dónde le gustaría recibir el cuidado: en casa, cerca de algún hijo o en una comunidad?",
          "¿Quién coordinaría el cuidado y quién podría ayudar de forma realista?",
          "¿Ha firmado un poder notarial duradero y una designación de sustituto para decisiones de salud?",
          "¿Qué ahorros usaría primero y cuáles protegería?",
        ]),
        heading("Proteja la póliza de una cancelación por descuido"),
        paragraph(
          "Las personas con más probabilidad de necesitar cuidado prolongado también son las que más pueden olvidar una factura. Al comprar la póliza, nombre a un familiar o amigo de confianza como tercero designado, que recibirá un aviso si una prima queda sin pagar y tendrá tiempo de intervenir antes de que termine la cobertura. Muchas pólizas también pueden rehabilitarse dentro de un plazo limitado si la cancelación se debió a un deterioro cognitivo, pero es mucho más fácil evitarla desde el principio. Los pagos automáticos desde una cuenta bancaria ayudan, siempre que alguien vigile esa cuenta.",
        ),
        heading("Errores comunes"),
        list([
          "Creer que Medicare o un plan de salud pagarán un cuidado prolongado",
          "Esperar a tener un diagnóstico para solicitar",
          "Comprar un beneficio grande sin protección contra la inflación a una edad temprana",
          "Dejar que la póliza se cancele tras un aumento en lugar de ajustar el beneficio",
          "No contarle a la familia que existe una póliza ni dónde está guardada",
        ]),
        heading("Preguntas para hacerle a su agente"),
        list([
          "¿Qué activa los beneficios y quién certifica que califico?",
          "¿La póliza paga el cuidado en casa, y el que dan familiares?",
          "¿La prima está garantizada, y esta aseguradora ha subido tarifas en pólizas parecidas?",
          "¿La póliza es calificada para impuestos y para el programa de asociación?",
        ]),
        paragraph(
          "Las primas de un seguro de cuidado prolongado calificado pueden ser en parte deducibles como gastos médicos, dentro de límites según la edad. Esto es información general, no asesoría fiscal ni legal; pregunte a un profesional de impuestos cómo se aplican las reglas en su caso.",
        ),
        paragraph(
          "Un buen plan empieza con una conversación: dónde le gustaría recibir el cuidado, qué pueden cubrir sus ahorros y qué puede hacer su familia de forma realista. Nuestra página de cuidado a largo plazo explica las opciones con más detalle.",
        ),
      ],
    },
  },
};
