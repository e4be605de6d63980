import { heading, list, paragraph, type BlogPostSource } from "../types";

export const mortgageProtectionGuide: BlogPostSource = {
  id: 4,
  category: "mortgage",
  date: "2025-01-27",
  readTime: 6,
  author: "Ana Gutiérrez",
  tags: ["mortgage-protection", "homeowners", "family-protection", "life-insurance"],
  featured: false,
  text: {
    en: {
      title: "Mortgage Protection Insurance: Keeping Your Home in the Family",
      excerpt:
        "If the main earner dies or cannot work, the mortgage payment does not stop. Here is how mortgage protection works, how it differs from PMI, and what it costs.",
      imageAlt: "A house held in two open hands",
      body: [
        paragraph(
          "For most Florida families the home is both the largest asset and the largest debt. When an income disappears, the mortgage is often the first bill that becomes impossible, and a forced sale in the middle of grief is the outcome everyone wants to avoid.",
        ),
        paragraph(
          "Picture a hypothetical family in Tampa with a $280,000 loan and a monthly payment of about $2,300 once property taxes and homeowners insurance are included. Both parents work, and the budget only works with both incomes. If one of them dies or is out of work for a year after an accident, the family faces about $27,600 of payments in that year alone, on top of every other bill. Savings rarely stretch that far.",
        ),
        heading("What mortgage protection is"),
        paragraph(
          "Mortgage protection is life insurance designed around your home loan: the death benefit matches the balance and the term matches the years left to pay. Many policies add living benefits, so that if illness or injury keeps you from working, the policy covers the monthly payment for 12 or 24 months.",
        ),
        heading("How it differs from PMI and from the bank's credit insurance"),
        paragraph(
          "Private mortgage insurance protects the lender, not you. Credit life insurance sold with a loan pays the bank directly and usually shrinks as the balance falls. Mortgage protection pays your beneficiaries, who then decide what to do: pay off the house, keep a low-rate loan and use the money for living costs, or a mix of both.",
        ),
        paragraph(
          "PMI is usually required on a conventional loan when the down payment is less than 20%, and it can be removed once you build enough equity; it never pays your family anything. If you hear that your home is already protected because you pay PMI, that is a misunderstanding worth correcting.",
        ),
        heading("Level or decreasing coverage"),
        list([
          "Level coverage keeps the same death benefit for the whole term, so the extra money as the loan shrinks can pay other bills or go to savings",
          "Decreasing coverage falls roughly in line with the loan balance, which lowers the premium but leaves nothing extra",
          "Either way, the policy pays your beneficiaries, not the lender",
        ]),
        heading("Living benefits: when the problem is not death"),
        paragraph(
          "At younger ages, a long illness or injury is more likely than death during the years of a mortgage, which is why living benefits matter. A disability or income rider pays the mortgage payment, or a set monthly amount, for 12 or 24 months while you cannot work, after a waiting period. Many policies also include accelerated benefits that advance part of the death benefit after a diagnosis of terminal illness, and some cover critical illnesses such as a heart attack, stroke or cancer. Read how the policy defines disability and how long you must wait before payments start; those details decide whether a claim is paid.",
        ),
        heading("What it costs"),
        paragraph(
          "The price depends mostly on your age, health, the balance and the term. Because it is usually term coverage, it is affordable for most homeowners, and riders for disability or a return of premium add to the cost. Compare a dedicated mortgage protection plan with a plain term life insurance policy of the same size: sometimes the simpler policy is the better value.",
        ),
        paragraph(
          "As a reference point, a healthy 30-year-old can often buy $500,000 of 20-year term coverage for about $20 to $30 a month. A mortgage protection plan for a similar amount, with disability benefits and easier underwriting, will cost more; whether the extra is worth it depends on your savings, your job and your health. A return of premium option refunds the premiums if you outlive the term, but it raises the cost considerably, so compare it with investing the difference.",
        ),
        heading("Medical questions: simplified or full underwriting"),
        paragraph(
          "Many mortgage protection plans use simplified underwriting: a short list of health questions and a database check, with no medical exam, and a decision within days. That is convenient and can help people with busy jobs or modest health issues. Fully underwritten term policies ask for more, sometimes including an exam, but often cost less for healthy applicants. If you are in good health, price both; if you have a condition that makes traditional coverage expensive, the simplified plan may be the better deal.",
        ),
        heading("About the letters in your mailbox"),
        paragraph(
          "Soon after closing, many Florida homeowners receive letters about mortgage protection that look official and mention their lender and loan amount. Mortgage records are public, and these letters are usually marketing from insurance companies or agents, not notices from your lender. They are not a requirement of your loan. Some lead to good policies and some do not; treat them as an invitation to compare, never as a bill.",
        ),
        heading("How a claim works"),
        paragraph(
          "If the insured person dies, the beneficiary contacts the carrier, sends a claim form and a certified death certificate, and the carrier reviews the claim, usually paying within weeks. The money goes to the beneficiary, not the bank, so the family decides. A widow with a 3% mortgage rate might keep the loan, keep making payments from the benefit and use the rest for childcare. Another family might pay the house off the same month. For a disability claim, the insured sends medical proof that they cannot work and, after the waiting period, the monthly benefit begins. Keep the policy and the agent's contact details where your family can find them.",
        ),
        heading("How much coverage and for how long"),
        list([
          "Cover at least the loan balance, plus a year or two of taxes and insurance if you can",
          "Match the term to the years left on the loan",
          "Insure both spouses if the payment depends on both incomes",
          "Review the coverage if you refinance, move or take a home equity loan",
        ]),
        heading("Common mistakes"),
        list([
          "Assuming PMI or the bank's credit insurance protects your family",
          "Insuring only the higher earner when both incomes pay the mortgage",
          "Buying the first policy offered by mail without comparing it with plain term coverage",
          "Waiting years after closing, when you are older and your health may have changed",
        ]),
        heading("Questions to ask your agent"),
        list([
          "Is the death benefit level or decreasing?",
          "How does the policy define disability, and how long is the waiting period?",
          "Will the disability benefit pay for 12 or 24 months, and how much each month?",
          "What would a plain term policy of the same amount cost?",
        ]),
        paragraph(
          "Whichever you choose, buy it soon after closing, while the balance is high and your health is known. Our mortgage protection page explains the options and how to get a quote.",
        ),
      ],
    },
    es: {
      title: "Seguro de Protección Hipotecaria: Cómo Mantener su Casa en la Familia",
      excerpt:
        "Si quien más aporta fallece o no puede trabajar, el pago de la hipoteca no se detiene. Así funciona la protección hipotecaria, en qué se diferencia del PMI y cuánto cuesta.",
      imageAlt: "Una casa sostenida entre dos manos abiertas",
      body: [
        paragraph(
          "Para la mayoría de las familias de Florida, la casa es a la vez su mayor bien y su mayor deuda. Cuando desaparece un ingreso, la hipoteca suele ser la primera cuenta que se vuelve imposible de pagar, y vender a la fuerza en medio del duelo es lo que todos quieren evitar.",
        ),
        paragraph(
          "Imagine una familia hipotética de Tampa con un préstamo de $280,000 y un pago mensual de unos $2,300 con los impuestos y el seguro de la casa incluidos. Los dos padres trabajan, y el presupuesto solo alcanza con ambos ingresos. Si uno fallece o pasa un año sin trabajar por un accidente, la familia debe afrontar unos $27,600 en pagos solo ese año, además de todas las demás cuentas. Los ahorros rara vez alcanzan para tanto.",
        ),
        heading("Qué es la protección hipotecaria"),
        paragraph(
          "La protección hipotecaria es un seguro de vida pensado en torno a su préstamo: el beneficio por fallecimiento coincide con el saldo y el plazo coincide con los años que faltan por pagar. Muchas pólizas agregan beneficios en vida, de modo que si una enfermedad o lesión le impide trabajar, la póliza cubre el pago mensual durante 12 o 24 meses.",
        ),
        heading("En qué se diferencia del PMI y del seguro de crédito del banco"),
        paragraph(
          "El seguro hipotecario privado protege al prestamista, no a usted. El seguro de vida de crédito que se vende con el préstamo le paga directamente al banco y suele bajar a medida que baja el saldo. La protección hipotecaria le paga a sus beneficiarios, que deciden qué hacer: liquidar la casa, conservar un préstamo con una tasa baja y usar el dinero para vivir, o una mezcla de ambas cosas.",
        ),
        paragraph(
          "El PMI suele exigirse en un préstamo convencional cuando el pago inicial es menor del 20%, y se puede quitar cuando acumula suficiente capital en la casa; nunca le paga nada a su familia. Si le dicen que su casa ya está protegida porque paga PMI, es un malentendido que vale la pena corregir.",
        ),
        heading("Cobertura nivelada o decreciente"),
        list([
          "La cobertura nivelada mantiene el mismo beneficio todo el plazo, así que el dinero de más a medida que baja el préstamo puede pagar otras cuentas o ir a ahorros",
          "La cobertura decreciente baja más o menos al ritmo del saldo del préstamo, lo que abarata la prima pero no deja nada extra",
          "En ambos casos, la póliza le paga a sus beneficiarios, no al prestamista",
        ]),
        heading("Beneficios en vida: cuando el problema no es el fallecimiento"),
        paragraph(
          "A edades jóvenes, una enfermedad larga o una lesión son más probables que el fallecimiento durante los años de la hipoteca, y por eso importan los beneficios en vida. Una cláusula de incapacidad o de ingreso paga la mensualidad de la hipoteca, o una cantidad mensual fija, durante 12 o 24 meses mientras usted no puede trabajar, después de un período de espera. Muchas pólizas incluyen también beneficios acelerados que adelantan parte del beneficio tras un diagnóstico de enfermedad terminal, y algunas cubren enfermedades graves como un infarto, un derrame cerebral o el cáncer. Lea cómo define la póliza la incapacidad y cuánto debe esperar para cobrar; esos detalles deciden si se paga una reclamación.",
        ),
        heading("Cuánto cuesta"),
        paragraph(
          "El precio depende sobre todo de su edad, su salud, el saldo y el plazo. Como suele ser una cobertura a término, es accesible para la mayoría de los propietarios, y las cláusulas por incapacidad o de devolución de primas aumentan el costo. Compare un plan de protección hipotecaria con una póliza sencilla de seguro de vida a término del mismo monto: a veces la póliza más simple es la que más conviene.",
        ),
        paragraph(
          "Como referencia, una persona sana de 30 años suele conseguir $500,000 de cobertura a 20 años por unos $20 a $30 al mes. Un plan hipotecario por un monto parecido, con beneficios por incapacidad y una suscripción más sencilla, costará más; que la diferencia valga la pena depende de sus ahorros, su trabajo y su salud. La opción de devolución de primas le reembolsa lo pagado si sobrevive al plazo, pero encarece bastante la póliza, así que compárela con invertir la diferencia.",
        ),
        heading("Preguntas médicas: suscripción simplificada o completa"),
        paragraph(
          "Muchos planes de protección de la hipoteca usan una suscripción simplificada: una lista corta de preguntas de salud y una consulta a bases de datos, sin examen médico, con una decisión en pocos días. Es cómodo y puede ayudar a personas con trabajos exigentes o problemas de salud leves. Las pólizas a término con suscripción completa piden más, a veces un examen, pero suelen costar menos a quien está sano. Si goza de buena salud, cotice ambas; si tiene una condición que encarece la cobertura tradicional, el plan simplificado puede ser el mejor negocio.",
        ),
        heading("Sobre las cartas que llegan a su buzón"),
        paragraph(
          "Poco después del cierre, muchos propietarios de Florida reciben cartas sobre protección de la hipoteca que parecen oficiales y mencionan a su prestamista y el monto del préstamo. Los registros hipotecarios son públicos, y estas cartas suelen ser publicidad de aseguradoras o agentes, no avisos de su prestamista. No son un requisito del préstamo. Algunas llevan a buenas pólizas y otras no; tómelas como una invitación a comparar, nunca como una factura.",
        ),
        heading("Cómo funciona una reclamación"),
        paragraph(
          "Si la persona asegurada fallece, el beneficiario se comunica con la aseguradora, envía un formulario de reclamación y un certificado de defunción oficial, y la aseguradora revisa el caso; normalmente paga en unas semanas. El dinero va al beneficiario, no al banco, así que la familia decide. Una viuda con una hipoteca al 3% podría conservar el préstamo, seguir pagándolo con el beneficio y usar el resto para el cuidado de los niños. Otra familia podría liquidar la casa ese mismo mes. En una reclamación por incapacidad, el asegurado envía pruebas médicas de que no puede trabajar y, pasado el período de espera, empieza el beneficio mensual. Guarde la póliza y los datos del agente donde su familia pueda encontrarlos.",
        ),
        heading("Cuánta cobertura y por cuánto tiempo"),
        list([
          "Cubra al menos el saldo del préstamo y, si puede, uno o dos años de impuestos y seguro",
          "Haga coincidir el plazo con los años que le quedan al préstamo",
          "Asegure a ambos cónyuges si el pago depende de los dos ingresos",
          "Revise la cobertura si refinancia, se muda o saca un préstamo sobre el valor de su casa",
        ]),
        heading("Errores comunes"),
        list([
          "Creer que el PMI o el seguro de crédito del banco protegen a su familia",
          "Asegurar solo a quien más gana cuando ambos ingresos pagan la hipoteca",
          "Comprar la primera póliza que llega por correo sin compararla con una cobertura a término sencilla",
          "Esperar años después del cierre, cuando tiene más edad y su salud puede haber cambiado",
        ]),
        heading("Preguntas para hacerle a su agente"),
        list([
          "¿El beneficio por fallecimiento es nivelado o decreciente?",
          "¿Cómo define la póliza la incapacidad y cuánto dura el período de espera?",
          "¿El beneficio por incapacidad paga durante 12 o 24 meses, y cuánto cada mes?",
          "¿Cuánto costaría una póliza a término sencilla del mismo monto?",
        ]),
        paragraph(
          "Elija la que elija, cómprela poco después del cierre, cuando el saldo es alto y su salud es conocida. Nuestra página de protección hipotecaria explica las opciones y cómo pedir una cotización.",
        ),
      ],
    },
  },
};
