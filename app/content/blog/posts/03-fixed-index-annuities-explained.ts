import { heading, list, paragraph, type BlogPostSource } from "../types";

export const fixedIndexAnnuitiesExplained: BlogPostSource = {
  id: 3,
  category: "annuities",
  date: "2025-02-10",
  readTime: 7,
  author: "David Thompson",
  tags: ["annuities", "retirement"],
  featured: false,
  text: {
    en: {
      title: "Fixed Index Annuities Explained: Growth Without Market Losses",
      excerpt:
        "Caps, participation rates, floors and surrender periods: what the terms in a fixed index annuity contract really mean, and how to tell whether one belongs in your retirement plan.",
      imageAlt: "A rising line chart above a solid floor",
      body: [
        paragraph(
          "Fixed index annuities are contracts with an insurance company. You deposit money, the carrier credits interest linked to a market index, and a floor, usually 0%, means a bad year credits nothing rather than a loss. That combination attracts savers who are close to retirement and cannot afford to watch a market drop erase years of savings.",
        ),
        paragraph(
          "Your money is not invested in the index itself. The index is only a yardstick: the carrier measures how it moved over a period and uses that movement, limited by the contract's terms, to decide how much interest to credit. That is why these contracts are insurance products, sold by licensed insurance agents, and why the guarantees depend on the financial strength of the carrier that issues them.",
        ),
        heading("The four terms to understand"),
        list([
          "Cap: the most interest you can be credited in a period, for example 8%.",
          "Participation rate: the share of the index's gain used, for example 60% of a 10% rise credits 6%.",
          "Floor: the least you can be credited, usually 0%; gains already credited are locked in.",
          "Surrender period: the years, often 5 to 10, during which large withdrawals pay a charge.",
        ]),
        paragraph(
          "Some contracts use a spread instead of a cap or a participation rate: the carrier subtracts a fixed percentage from the index gain, so a 10% rise with a 2% spread credits 8%. Most contracts also let you place part of the money in a fixed account that earns a declared rate, like a certificate of deposit inside the annuity.",
        ),
        heading("A simple example"),
        paragraph(
          "Say you place $100,000 in a contract with a 9% annual cap linked to the S&P 500. In year one the index rises 14%: you are credited 9%, and your value becomes $109,000. In year two the index falls 18%: you are credited 0%, and your value stays at $109,000. In year three the index rises 5%: you are credited 5%, and your value grows to $114,450. An investor in the index itself would have ridden the full drop in year two; you simply waited it out.",
        ),
        heading("How the index change is measured"),
        paragraph(
          "The crediting method decides how the index's movement is measured, and the same index can credit very different amounts under different methods. The most common is annual point-to-point, which compares the index value on one contract anniversary with the next. Monthly averaging uses the average of twelve monthly values, which smooths out spikes and drops. A monthly cap method adds up each month's change, with each month capped, which can do well in steady rising markets and poorly in choppy ones. None is best in every market; what matters is that you understand the one you choose.",
        ),
        paragraph(
          "Caps and participation rates are usually guaranteed for one year or for a set period, then renewed. The carrier may lower or raise them at renewal, within a minimum written into the contract. Ask for the contract's guaranteed minimums and for the carrier's history of renewal rates on older contracts, not just this year's headline cap.",
        ),
        heading("What you give up for the protection"),
        paragraph(
          "Because of caps and participation rates, you do not receive the full gain of the index in strong years, and dividends are not included. In exchange you never lose principal to the market. Compared with a CD, the potential return is higher; compared with investing directly in stocks, it is lower but much steadier.",
        ),
        paragraph(
          "The floor protects you from market losses, not from every cost. Optional riders charge yearly fees that come out of the account, and withdrawing more than the contract allows during the surrender period triggers a charge. Those are the two ways a fixed index annuity can end up worth less than you put in, and both are in your control if you read the contract before you sign.",
        ),
        heading("Surrender charges and free withdrawals"),
        paragraph(
          "A typical schedule might start at 7% in the first year and fall by one point a year until it disappears. Most contracts let you withdraw a portion each year, often 10% of the value, without a charge. So if you had $100,000 in the third year of that schedule and needed $30,000, the first $10,000 would be free and the other $20,000 might pay a 5% charge, or $1,000. Many contracts also waive the charge for confinement in a nursing home or a terminal illness. Keep enough in savings that you never have to find out the hard way.",
        ),
        heading("Income for life"),
        paragraph(
          "Many contracts offer an income rider: for a yearly fee, it guarantees a withdrawal amount for the rest of your life, even if the account value runs out. For retirees worried about outliving their savings, this is often the main reason to buy.",
        ),
        paragraph(
          "Be sure you understand the difference between the account value and the income base. A rider may promise that the income base grows by a set percentage each year before you start withdrawals, but the income base is only a number used to calculate your lifetime payments. It is not cash you can withdraw as a lump sum, and it is not paid to your heirs.",
        ),
        heading("Other ways to turn the money into income"),
        paragraph(
          "An income rider is not the only option. You can also annuitize the contract, exchanging the account value for a stream of guaranteed payments. A life-only payout gives the highest monthly amount but stops at death. A life with period certain payout continues for at least a set number of years, such as ten, even if you die earlier. A joint and survivor payout keeps paying as long as either spouse is alive, at a lower monthly amount. Annuitizing is usually irreversible, so compare it with the rider and with simple withdrawals before choosing.",
        ),
        heading("Fixed, fixed index or variable?"),
        paragraph(
          "A traditional fixed annuity, often called a multi-year guaranteed annuity, pays a declared rate for a set number of years, much like a CD issued by an insurance company; it is simple and predictable. A fixed index annuity trades that certainty for the chance of higher interest in good years, still with a floor. A variable annuity invests in funds that can rise or fall, can lose value, carries higher fees and can only be sold by agents who also hold a securities registration. Many retirees own more than one kind.",
        ),
        heading("Who they tend to suit, and who they do not"),
        list([
          "Often a good fit: people within about ten years of retirement who want growth without market losses",
          "Often a good fit: retirees who want a guaranteed income to cover basic expenses alongside Social Security",
          "Usually a poor fit: anyone who may need the money within the surrender period",
          "Usually a poor fit: younger savers who can ride out market drops and want full market growth",
        ]),
        heading("Taxes, in brief"),
        paragraph(
          "Interest in an annuity grows tax-deferred. When you withdraw, the gains are taxed as ordinary income, and withdrawals before age 59½ may also owe a 10% federal penalty. This is general information, not tax advice; your own situation may differ, so check with a tax professional.",
        ),
        heading("Questions to ask before you sign"),
        list([
          "What are the cap, participation rate and spread today, and what are the guaranteed minimums?",
          "How long is the surrender period, and what is the charge in each year?",
          "How much can I withdraw each year without a charge?",
          "What does each rider cost per year, and do I really need it?",
          "How is the carrier rated for financial strength?",
          "How many days do I have to cancel for a full refund after the contract is delivered?",
        ]),
        paragraph(
          "Florida rules require the agent to ask about your income, savings, goals and need for access to your money before recommending an annuity, and to have a reasonable basis for believing it suits you. Welcome those questions: an agent who skips them is not doing the job.",
        ),
        paragraph(
          "An annuity is a long-term commitment, so keep an emergency fund elsewhere and compare several carriers. Our page on fixed index annuities explains how we review suitability before any recommendation.",
        ),
      ],
    },
    es: {
      title: "Las Anualidades Indexadas Fijas, Explicadas: Crecimiento sin Pérdidas del Mercado",
      excerpt:
        "Topes, tasas de participación, pisos y períodos de rescate: lo que de verdad significan los términos de un contrato de anualidad indexada fija, y cómo saber si una encaja en su plan de jubilación.",
      imageAlt: "Una línea de gráfico que sube sobre un piso firme",
      body: [
        paragraph(
          "Las anualidades indexadas fijas son contratos con una aseguradora. Usted deposita dinero, la aseguradora acredita intereses ligados a un índice del mercado, y un piso, normalmente del 0%, hace que un mal año no acredite nada en lugar de una pérdida. Esa combinación atrae a quienes están cerca de jubilarse y no pueden permitirse ver cómo una caída del mercado borra años de ahorro.",
        ),
        paragraph(
          "Su dinero no se invierte en el índice. El índice es solo una vara de medir: la aseguradora mide cuánto se movió durante un período y usa ese movimiento, limitado por los términos del contrato, para decidir cuántos intereses acreditarle. Por eso estos contratos son productos de seguro, que venden agentes de seguros con licencia, y por eso las garantías dependen de la solidez financiera de la aseguradora que los emite.",
        ),
        heading("Los cuatro términos que debe entender"),
        list([
          "Tope: el interés máximo que se le puede acreditar en un período, por ejemplo un 8%.",
          "Tasa de participación: la parte de la ganancia del índice que se usa; por ejemplo, el 60% de una subida del 10% acredita un 6%.",
          "Piso: lo mínimo que se le puede acreditar, normalmente un 0%; las ganancias ya acreditadas quedan aseguradas.",
          "Período de rescate: los años, a menudo de 5 a 10, durante los cuales los retiros grandes pagan un cargo.",
        ]),
        paragraph(
          "Algunos contratos usan un diferencial en lugar de un tope o una tasa de participación: la aseguradora resta un porcentaje fijo a la ganancia del índice, así que una subida del 10% con un diferencial del 2% acredita un 8%. La mayoría de los contratos también le permite colocar parte del dinero en una cuenta fija con una tasa declarada, como un certificado de depósito dentro de la anualidad.",
        ),
        heading("Un ejemplo sencillo"),
        paragraph(
          "Supongamos que coloca $100,000 en un contrato con un tope anual del 9% ligado al S&P 500. El primer año el índice sube un 14%: se le acredita un 9% y su valor llega a $109,000. El segundo año el índice cae un 18%: se le acredita un 0% y su valor se queda en $109,000. El tercer año el índice sube un 5%: se le acredita un 5% y su valor crece a $114,450. Quien invirtió directamente en el índice sufrió toda la caída del segundo año; usted simplemente esperó a que pasara.",
        ),
        heading("Cómo se mide el cambio del índice"),
        paragraph(
          "El método de acreditación decide cómo se mide el movimiento del índice, y un mismo índice puede acreditar cantidades muy distintas según el método. El más común es el de punto a punto anual, que compara el valor del índice en un aniversario del contrato con el siguiente. El promedio mensual usa el promedio de doce valores mensuales, lo que suaviza las subidas y caídas bruscas. El método de tope mensual suma el cambio de cada mes, con un tope por mes, y puede rendir bien en mercados que suben de forma pareja y mal en mercados agitados. Ninguno es el mejor en todos los mercados; lo importante es que entienda el que elige.",
        ),
        paragraph(
          "Los topes y las tasas de participación suelen garantizarse por un año o por un período fijo, y luego se renuevan. La aseguradora puede bajarlos o subirlos al renovar, sin pasar de un mínimo escrito en el contrato. Pida los mínimos garantizados del contrato y el historial de tasas de renovación de la aseguradora en contratos antiguos, no solo el tope llamativo de este año.",
        ),
        heading("Lo que cede a cambio de la protección"),
        paragraph(
          "Por los topes y las tasas de participación, no recibe toda la ganancia del índice en los años buenos, y los dividendos no se incluyen. A cambio, nunca pierde capital por el mercado. Comparada con un certificado de depósito, la ganancia posible es mayor; comparada con invertir directamente en acciones, es menor pero mucho más estable.",
        ),
        paragraph(
          "El piso le protege de las pérdidas del mercado, no de todos los costos. Las cláusulas opcionales cobran cargos anuales que salen de la cuenta, y retirar más de lo que permite el contrato durante el período de rescate genera un cargo. Esas son las dos formas en que una anualidad de este tipo puede terminar valiendo menos de lo que usted puso, y ambas están bajo su control si lee el contrato antes de firmar.",
        ),
        heading("Cargos por rescate y retiros sin cargo"),
        paragraph(
          "Un calendario típico podría empezar con un 7% el primer año y bajar un punto cada año hasta desaparecer. La mayoría de los contratos le deja retirar una parte cada año, a menudo el 10% del valor, sin cargo. Así, si tuviera $100,000 en el tercer año de ese calendario y necesitara $30,000, los primeros $10,000 saldrían sin cargo y los otros $20,000 podrían pagar un 5%, es decir, $1,000. Muchos contratos también eliminan el cargo en caso de internamiento en un asilo o de enfermedad terminal. Mantenga suficientes ahorros aparte para no tener que comprobarlo en carne propia.",
        ),
        heading("Ingreso de por vida"),
        paragraph(
          "Muchos contratos ofrecen una cláusula de ingreso: por un cargo anual, garantiza una cantidad de retiro por el resto de su vida, aunque el valor de la cuenta se agote. Para los jubilados que temen que sus ahorros no les alcancen, esta suele ser la razón principal para comprarla.",
        ),
        paragraph(
          "Asegúrese de entender la diferencia entre el valor de la cuenta y la base de ingreso. Una cláusula puede prometer que la base de ingreso crece un porcentaje fijo cada año antes de empezar los retiros, pero esa base es solo una cifra para calcular sus pagos de por vida. No es dinero que pueda retirar de una sola vez, y no se les paga a sus herederos.",
        ),
        heading("Otras formas de convertir el dinero en ingreso"),
        paragraph(
          "La cláusula de ingreso no es la única opción. También puede anualizar el contrato, es decir, cambiar el valor de la cuenta por una serie de pagos garantizados. El pago solo de por vida da la cantidad mensual más alta, pero se detiene al fallecer. El pago de por vida con período cierto continúa al menos durante un número fijo de años, como diez, aunque usted fallezca antes. El pago conjunto y de sobreviviente sigue mientras viva cualquiera de los dos cónyuges, con una cantidad mensual menor. Anualizar suele ser irreversible, así que compárelo con la cláusula y con los retiros simples antes de decidir.",
        ),
        heading("¿Fija, indexada fija o variable?"),
        paragraph(
          "Una anualidad fija tradicional, a menudo llamada anualidad de tasa garantizada por varios años, paga una tasa declarada durante un número fijo de años, como un certificado de depósito emitido por una aseguradora; es sencilla y predecible. Una anualidad indexada fija cambia esa certeza por la posibilidad de más intereses en los años buenos, siempre con un piso. Una anualidad variable invierte en fondos que pueden subir o bajar, puede perder valor, tiene cargos más altos y solo la pueden vender agentes que además tengan un registro de valores. Muchos jubilados tienen más de un tipo.",
        ),
        heading("A quién suelen convenir y a quién no"),
        list([
          "Suelen convenir: a quienes están a unos diez años o menos de jubilarse y quieren crecimiento sin pérdidas del mercado",
          "Suelen convenir: a jubilados que quieren un ingreso garantizado para sus gastos básicos, junto al Seguro Social",
          "No suelen convenir: a quien pueda necesitar el dinero durante el período de rescate",
          "No suelen convenir: a ahorradores jóvenes que pueden aguantar las caídas y quieren todo el crecimiento del mercado",
        ]),
        heading("Los impuestos, en breve"),
        paragraph(
          "Los intereses de una anualidad crecen con impuestos diferidos. Cuando retira, las ganancias pagan impuesto como ingreso ordinario, y los retiros antes de los 59½ años también pueden tener una penalidad federal del 10%. Esto es información general, no asesoría fiscal; su situación puede ser distinta, así que consulte a un profesional de impuestos.",
        ),
        heading("Preguntas antes de firmar"),
        list([
          "¿Cuáles son hoy el tope, la tasa de participación y el diferencial, y cuáles son los mínimos garantizados?",
          "¿Cuánto dura el período de rescate y cuál es el cargo de cada año?",
          "¿Cuánto puedo retirar cada año sin cargo?",
          "¿Cuánto cuesta cada cláusula al año, y de verdad la necesito?",
          "¿Qué calificación de solidez financiera tiene la aseguradora?",
          "¿Cuántos días tengo para cancelar con reembolso total después de recibir el contrato?",
        ]),
        paragraph(
          "Las reglas de Florida exigen que el agente le pregunte por sus ingresos, ahorros, metas y necesidad de acceso a su dinero antes de recomendarle una anualidad, y que tenga una base razonable para creer que le conviene. Agradezca esas preguntas: el agente que se las salta no está haciendo su trabajo.",
        ),
        paragraph(
          "Una anualidad es un compromiso a largo plazo, así que mantenga un fondo de emergencia aparte y compare varias aseguradoras. Nuestra página sobre anualidades indexadas fijas explica cómo revisamos si son adecuadas antes de recomendarle algo.",
        ),
      ],
    },
  },
};
