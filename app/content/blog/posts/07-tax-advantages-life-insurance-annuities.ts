import { heading, list, paragraph, type BlogPostSource } from "../types";

export const taxAdvantagesOfLifeInsuranceAndAnnuities: BlogPostSource = {
  id: 7,
  category: "tax-planning",
  date: "2024-12-02",
  readTime: 11,
  author: "David Thompson",
  tags: ["taxes", "retirement", "iul", "annuities"],
  featured: false,
  text: {
    en: {
      title: "The Tax Advantages of Life Insurance and Annuities",
      excerpt:
        "Tax-free death benefits, tax-deferred growth and policy loans: how life insurance and annuities are taxed, where the traps are, and when these rules can help your plan.",
      imageAlt: "A calculator and a tax form beside a shield",
      body: [
        paragraph(
          "Taxes quietly decide how much of your savings you actually get to spend. Life insurance and annuities receive some of the most favorable treatment in the tax code, which is why they appear in so many retirement and estate plans. The rules also have traps, so it pays to know both.",
        ),
        paragraph(
          "This article is general information about federal tax rules, not tax or legal advice. The rules change, they have exceptions, and how they apply depends on your situation, so confirm any decision with a tax professional or an attorney. One piece of good news for Floridians: the state has no personal income tax and no state estate tax, so the federal rules described here are usually the whole story.",
        ),
        heading("The death benefit is generally income-tax-free"),
        paragraph(
          "Beneficiaries usually receive a life insurance death benefit free of federal income tax. For a family, that means a $500,000 policy delivers $500,000, not what is left after taxes. Large estates may still owe estate tax, which is why some families hold policies in a trust.",
        ),
        paragraph(
          "There are a few exceptions worth knowing. If the beneficiary chooses to receive the benefit in installments instead of a lump sum, the interest the carrier adds to those payments is taxable, even though the benefit itself is not. If a policy is sold or transferred to someone else for money or other value, part of the death benefit can become taxable under the transfer-for-value rule. And if you own a policy on your own life when you die, the benefit counts toward your taxable estate, even though your beneficiaries pay no income tax on it. For most families the federal estate tax exemption is high enough that this never matters, but for large estates an irrevocable life insurance trust can keep the policy outside the estate.",
        ),
        heading("Owner, insured and beneficiary"),
        paragraph(
          "Every policy has three roles: the owner, who controls the policy and pays for it; the insured, whose life it covers; and the beneficiary, who receives the benefit. In most family policies the owner and the insured are the same person and the beneficiary is a spouse or children. Changing who owns the policy can change who controls it, whose estate it counts in and, in some arrangements, whether gift tax rules apply. Decide ownership deliberately when you apply, because changing it later can have tax consequences of its own.",
        ),
        heading("Cash value grows tax-deferred"),
        paragraph(
          "In permanent policies such as index universal life, the cash value grows without yearly income tax. You can later take policy loans, which are generally not taxable while the policy stays in force. This is the basis of strategies that use life insurance to supplement retirement income.",
        ),
        paragraph(
          "Withdrawals and loans are treated differently. As long as the policy is not a modified endowment contract, withdrawals come out of your cost basis first, meaning the premiums you have paid, so they are not taxed until you have withdrawn more than you put in. Loans are not withdrawals at all: you borrow from the carrier using the cash value as collateral, and the loan is repaid from the death benefit if it is still outstanding when you die. The catch is interest: an unpaid loan grows, and if it grows larger than the cash value, the policy can lapse.",
        ),
        heading("An example of retirement income from a policy"),
        paragraph(
          "Imagine, as an illustration only, a 40-year-old who pays $6,000 a year into an index universal life policy for 25 years, a total of $150,000 of premiums. At 65 the cash value might be around $250,000, though the real figure depends on the index credits and the policy's charges. She could withdraw up to her $150,000 basis without income tax, then switch to loans for later years, for example $15,000 a year. As long as the policy stays in force until her death, the loans are repaid from the death benefit and she never reports them as income. If she borrows too much and the policy lapses at 80, she could owe tax on a large gain in a year when she receives no cash at all. That is why these strategies require careful design and yearly reviews.",
        ),
        paragraph(
          "Be wary of marketing that promises \"tax-free retirement income\" without explaining the conditions. The income is tax-free only while the policy stays in force, loans carry interest, the cash value depends on credits that are not guaranteed, and the cost of insurance inside the policy rises with age. Used carefully, the strategy works; sold as a shortcut, it can go badly wrong.",
        ),
        heading("The modified endowment contract rule"),
        paragraph(
          "Congress limits how quickly you can pour money into a life policy and still get these advantages. Under the so-called seven-pay test, if you pay more in the first seven years than a limit set when the policy is issued, it becomes a modified endowment contract. The death benefit stays income-tax-free, but loans and withdrawals are then taxed gains first, like an annuity, and may owe a 10% penalty before age 59½. Carriers track this limit and warn you before you cross it. Once a policy becomes a modified endowment contract, it cannot go back.",
        ),
        heading("Annuities defer tax until you withdraw"),
        paragraph(
          "Interest in an annuity is not taxed each year. When you withdraw, the gains come out first and are taxed as ordinary income, and withdrawals before age 59½ may also owe a 10% IRS penalty. Annuities bought with IRA or 401(k) money follow the rules of those accounts, including required minimum distributions.",
        ),
        list([
          "Non-qualified annuity: bought with money you have already paid tax on; only the gains are taxed when withdrawn",
          "Qualified annuity: held inside an IRA or a retirement plan; usually the whole withdrawal is taxable",
          "Roth annuity: held inside a Roth IRA; qualified withdrawals can be tax-free",
        ]),
        paragraph(
          "Buying an annuity inside an IRA adds no extra tax deferral, because the IRA is already tax-deferred. People do it for the annuity's other features, such as a floor against market losses or guaranteed lifetime income, and that is a legitimate reason, as long as the costs are clear.",
        ),
        heading("Exceptions to the early withdrawal penalty"),
        paragraph(
          "The 10% penalty on annuity gains withdrawn before 59½ has exceptions. It generally does not apply to payments after the owner's death, to withdrawals because of disability, or to a series of substantially equal payments taken over your life expectancy. Payments from an immediate annuity bought with a single premium can also qualify. The exceptions have precise conditions, so confirm them before relying on one.",
        ),
        heading("How annuity withdrawals are taxed: two examples"),
        paragraph(
          "Say you bought a non-qualified annuity for $100,000 and it has grown to $150,000. If you withdraw $20,000, the whole $20,000 is treated as gain and taxed as ordinary income, because gains come out first. If you were 55, you might also owe a $2,000 penalty. Now say instead that you annuitize, turning the contract into guaranteed monthly payments for life. Each payment is then split: part is a tax-free return of your $100,000, calculated with an exclusion ratio, and only the rest is taxable. Spreading the gain over many years in this way can keep you in a lower tax bracket.",
        ),
        heading("What your heirs will owe"),
        paragraph(
          "Unlike stocks or a home, annuities do not receive a step-up in basis at death. A beneficiary who inherits a non-qualified annuity pays ordinary income tax on the gains when they are paid out. A surviving spouse can usually continue the contract as the new owner, keeping the deferral. Other beneficiaries typically choose between a lump sum and spreading payments over a number of years, and the choice can change the tax bill a lot. Life insurance, by contrast, generally passes income-tax-free, which is why some retirees use annuity income to pay premiums on a policy meant for their heirs.",
        ),
        heading("How this income interacts with Social Security"),
        paragraph(
          "The type of income you take in retirement can affect how much of your Social Security benefit is taxed, because taxable annuity withdrawals and IRA distributions count toward the income used in that calculation. Life insurance withdrawals up to your basis and policy loans generally do not. For a retiree near the thresholds, mixing sources of income carefully can reduce the total tax bill, which is one reason to plan withdrawals a year at a time with a tax professional.",
        ),
        heading("Required minimum distributions"),
        paragraph(
          "Annuities held in traditional IRAs and retirement plans must begin required minimum distributions in your seventies; the starting age depends on your birth year. The carrier can usually calculate and pay them for you. Non-qualified annuities have no required distributions during the owner's lifetime, which gives more control over when income, and tax, arrives.",
        ),
        heading("Moving money without a tax bill: the 1035 exchange"),
        paragraph(
          "Section 1035 of the tax code lets you exchange one contract for another without paying tax on the gains, provided the money moves directly between carriers. The allowed directions are specific:",
        ),
        list([
          "Life insurance to another life insurance policy",
          "Life insurance to an annuity",
          "Annuity to another annuity",
          "Life insurance or an annuity to a qualified long-term care policy",
        ]),
        paragraph(
          "An annuity cannot be exchanged into a life insurance policy tax-free. And a tax-free exchange is not automatically a good exchange: a new contract may start a new surrender period or drop guarantees you had. Florida rules on replacements require the agent to disclose and document a replacement, so compare the old and new contracts in writing before you sign.",
        ),
        heading("Living benefits and long-term care"),
        paragraph(
          "Accelerated death benefits paid to someone who is terminally ill are generally tax-free, and benefits for chronic illness can be tax-free within federal limits. Premiums for tax-qualified long-term care insurance can count as medical expenses up to an age-based limit, and they can be paid from a health savings account within that limit. Some annuities and life policies include long-term care benefits, and the charges and benefits of a qualified rider can receive favorable treatment as well. Ask how the benefit is classified before you count on the tax treatment.",
        ),
        heading("Policies owned by a business"),
        paragraph(
          "Businesses use life insurance too: key person coverage protects the company if an essential owner or employee dies, and a buy-sell agreement funded with insurance lets the surviving owners buy a deceased partner's share from the family. The premiums are generally not deductible, and the death benefit is generally income-tax-free, but only if the business follows federal notice and consent rules for employer-owned policies before the policy is issued. This is an area where the agent, the attorney and the accountant must work together.",
        ),
        heading("Keep good records"),
        paragraph(
          "Keep a record of every premium you pay and every annual statement. The carrier reports annuity withdrawals and policy surrenders on Form 1099-R, but your cost basis is easiest to prove with your own records, especially after an exchange between carriers. When a death claim is paid, the beneficiary generally does not report the benefit as income, but any interest paid with it is reported separately, so keep the claim papers with the estate's records. Tell your beneficiaries where the policies are kept, and review every beneficiary designation after a marriage, divorce or birth.",
        ),
        heading("The traps to avoid"),
        list([
          "Overfunding a life policy can turn it into a modified endowment contract, whose loans are taxed",
          "Letting a policy with outstanding loans lapse can create a large taxable gain",
          "Naming your estate instead of a person as beneficiary can expose the benefit to creditors and probate",
          "Replacing an annuity without a 1035 exchange can trigger tax on the gains",
          "When the owner, the insured and the beneficiary are three different people, the death benefit can be treated as a taxable gift",
        ]),
        heading("Questions to bring to your tax professional and your agent"),
        list([
          "Is this policy designed to stay below the modified endowment limit?",
          "How much of my annuity is basis, and how much is gain?",
          "Who should own the policy, and should it be held in a trust?",
          "Would annuitizing or partial withdrawals cost me less in tax over time?",
          "What will my beneficiaries owe on each account I leave them?",
        ]),
        paragraph(
          "These rules change and depend on your situation, so coordinate with a tax professional. A licensed agent can design the insurance side, including fixed index annuities and permanent life policies, so that it fits the plan your tax adviser recommends.",
        ),
      ],
    },
    es: {
      title: "Las Ventajas Fiscales del Seguro de Vida y las Anualidades",
      excerpt:
        "Beneficios por fallecimiento libres de impuestos, crecimiento con impuestos diferidos y préstamos sobre la póliza: cómo se gravan los seguros de vida y las anualidades, dónde están las trampas y cuándo estas reglas pueden ayudar a su plan.",
      imageAlt: "Una calculadora y un formulario de impuestos junto a un escudo",
      body: [
        paragraph(
          "Los impuestos deciden en silencio cuánto de sus ahorros podrá gastar de verdad. Los seguros de vida y las anualidades reciben algunos de los tratamientos más favorables del código fiscal, por eso aparecen en tantos planes de jubilación y de herencia. Las reglas también tienen trampas, así que conviene conocer ambas cosas.",
        ),
        paragraph(
          "Este artículo es información general sobre las reglas fiscales federales, no asesoría fiscal ni legal. Las reglas cambian, tienen excepciones y se aplican según su situación, así que confirme cualquier decisión con un profesional de impuestos o un abogado. Una buena noticia para quienes viven en Florida: el estado no cobra impuesto sobre la renta personal ni impuesto estatal sobre herencias, así que las reglas federales que explicamos aquí suelen ser toda la historia.",
        ),
        heading("El beneficio por fallecimiento generalmente no paga impuesto sobre la renta"),
        paragraph(
          "Los beneficiarios suelen recibir el beneficio por fallecimiento de un seguro de vida libre del impuesto federal sobre la renta. Para una familia, eso significa que una póliza de $500,000 entrega $500,000, no lo que quede después de impuestos. Los patrimonios grandes todavía pueden deber el impuesto sobre herencias, por eso algunas familias colocan sus pólizas en un fideicomiso.",
        ),
        paragraph(
          "Hay excepciones. Si el beneficiario elige recibir el beneficio en pagos periódicos en lugar de una suma única, los intereses que agrega la aseguradora sí pagan impuesto, aunque el beneficio no. Si una póliza se vende o se transfiere a otra persona a cambio de dinero u otro valor, parte del beneficio puede volverse gravable por la regla de transferencia a título oneroso. Y si usted es dueño de una póliza sobre su propia vida al fallecer, el beneficio cuenta para su patrimonio gravable, aunque sus beneficiarios no paguen impuesto sobre la renta por él. Para la mayoría de las familias la exención federal es tan alta que esto no importa, pero en patrimonios grandes un fideicomiso irrevocable de seguro de vida puede dejar la póliza fuera del patrimonio.",
        ),
        heading("Dueño, asegurado y beneficiario"),
        paragraph(
          "Toda póliza tiene tres papeles: el dueño, que la controla y la paga; el asegurado, cuya vida cubre; y el beneficiario, que recibe el beneficio. En la mayoría de las pólizas familiares el dueño y el asegurado son la misma persona, y el beneficiario es el cónyuge o los hijos. Cambiar de dueño puede cambiar quién controla la póliza, en qué patrimonio cuenta y, en algunos casos, si se aplican las reglas del impuesto sobre donaciones. Decida la titularidad a conciencia al solicitar, porque cambiarla después puede tener sus propias consecuencias fiscales.",
        ),
        heading("El valor en efectivo crece con impuestos diferidos"),
        paragraph(
          "En las pólizas permanentes, como la vida universal indexada, el valor en efectivo crece sin pagar impuestos cada año. Más adelante puede pedir préstamos sobre la póliza, que por lo general no pagan impuestos mientras la póliza siga vigente. Esa es la base de las estrategias que usan el seguro de vida para complementar el ingreso de la jubilación.",
        ),
        paragraph(
          "Los retiros y los préstamos se tratan de forma distinta. Mientras la póliza no sea un contrato de dotación modificado, los retiros salen primero de su base de costo, es decir, de las primas que pagó, y no pagan impuesto hasta que retire más de lo que aportó. Los préstamos no son retiros: usted le pide dinero a la aseguradora con el valor en efectivo como garantía, y si sigue pendiente al fallecer, se paga con el beneficio. El detalle son los intereses: un préstamo sin pagar crece, y si supera el valor en efectivo, la póliza puede cancelarse.",
        ),
        heading("Un ejemplo de ingreso de jubilación con una póliza"),
        paragraph(
          "Imagine, como simple ilustración, a una persona de 40 años que paga $6,000 al año a una póliza de vida universal indexada durante 25 años, un total de $150,000 en primas. A los 65 el valor en efectivo podría rondar los $250,000, aunque la cifra real depende de los créditos del índice y de los cargos. Podría retirar hasta su base de $150,000 sin impuesto sobre la renta y después pasar a préstamos, por ejemplo $15,000 al año. Mientras la póliza siga vigente hasta su fallecimiento, los préstamos se pagan con el beneficio y nunca los declara como ingreso. Si pide demasiado y la póliza se cancela a los 80, podría deber impuestos sobre una gran ganancia en un año en que no recibe nada de efectivo. Por eso estas estrategias exigen un diseño cuidadoso y revisiones anuales.",
        ),
        paragraph(
          "Desconfíe de la publicidad que promete \"ingresos de jubilación libres de impuestos\" sin explicar las condiciones. El ingreso está libre de impuestos solo mientras la póliza siga vigente, los préstamos cobran intereses, el valor en efectivo depende de créditos no garantizados y el costo del seguro dentro de la póliza sube con la edad. Bien usada, la estrategia funciona; vendida como un atajo, puede salir muy mal.",
        ),
        heading("La regla del contrato de dotación modificado"),
        paragraph(
          "El Congreso limita cuán rápido se puede meter dinero en una póliza sin perder estas ventajas. Según la llamada prueba de siete pagos, si paga en los primeros siete años más de un límite fijado al emitir la póliza, esta se convierte en un contrato de dotación modificado. El beneficio por fallecimiento sigue libre de impuesto sobre la renta, pero los préstamos y retiros pasan a gravarse con las ganancias primero, como una anualidad, y pueden tener una penalidad del 10% antes de los 59½ años. Las aseguradoras vigilan este límite y le avisan antes de cruzarlo. Después ya no hay vuelta atrás.",
        ),
        heading("Las anualidades difieren el impuesto hasta que usted retira"),
        paragraph(
          "Los intereses de una anualidad no pagan impuestos cada año. Cuando usted retira, las ganancias salen primero y pagan impuesto como ingreso ordinario, y los retiros antes de los 59½ años también pueden tener una penalidad del 10% del IRS. Las anualidades compradas con dinero de una IRA o un 401(k) siguen las reglas de esas cuentas, incluidas las distribuciones mínimas obligatorias.",
        ),
        list([
          "Anualidad no calificada: se compra con dinero que ya pagó impuestos; solo las ganancias pagan impuesto al retirarlas",
          "Anualidad calificada: está dentro de una IRA o un plan de jubilación; normalmente todo el retiro es gravable",
          "Anualidad Roth: está dentro de una IRA Roth; los retiros que cumplen los requisitos pueden estar libres de impuestos",
        ]),
        paragraph(
          "Comprar una anualidad dentro de una IRA no agrega más diferimiento fiscal, porque la IRA ya lo tiene. Se hace por las otras características de la anualidad, como un piso contra las pérdidas del mercado o un ingreso garantizado de por vida, y es un motivo válido siempre que los costos estén claros.",
        ),
        heading("Excepciones a la penalidad por retiro anticipado"),
        paragraph(
          "La penalidad del 10% sobre las ganancias retiradas antes de los 59½ años tiene excepciones. En general no se aplica a los pagos tras el fallecimiento del dueño, a los retiros por incapacidad ni a una serie de pagos sustancialmente iguales según su expectativa de vida. Los pagos de una anualidad inmediata comprada con una prima única también pueden calificar. Las excepciones tienen condiciones precisas, así que confírmelas antes de contar con una.",
        ),
        heading("Cómo se gravan los retiros de una anualidad: dos ejemplos"),
        paragraph(
          "Digamos que compró una anualidad no calificada por $100,000 y ha crecido a $150,000. Si retira $20,000, todo se considera ganancia y paga impuesto como ingreso ordinario, porque las ganancias salen primero. Si tuviera 55 años, también podría deber una penalidad de $2,000. Ahora suponga que, en cambio, anualiza el contrato y lo convierte en pagos mensuales garantizados de por vida. Cada pago se divide: una parte es la devolución libre de impuestos de sus $100,000, calculada con una proporción de exclusión, y solo el resto es gravable. Repartir así la ganancia en muchos años puede mantenerle en una categoría de impuestos más baja.",
        ),
        heading("Lo que deberán sus herederos"),
        paragraph(
          "A diferencia de las acciones o una casa, las anualidades no reciben un ajuste de la base de costo al fallecer el dueño. Quien hereda una anualidad no calificada paga impuesto sobre la renta por las ganancias cuando las recibe. El cónyuge sobreviviente normalmente puede seguir con el contrato como nuevo dueño, sin perder el diferimiento. Los demás beneficiarios suelen elegir entre una suma única y repartir los pagos en varios años, y esa elección puede cambiar mucho el impuesto. El seguro de vida, en cambio, generalmente pasa libre de impuesto sobre la renta, y por eso algunos jubilados usan el ingreso de una anualidad para pagar una póliza pensada para sus herederos.",
        ),
        heading("Cómo se combina este ingreso con el Seguro Social"),
        paragraph(
          "El tipo de ingreso que tome en la jubilación puede influir en qué parte de su beneficio del Seguro Social paga impuestos, porque los retiros gravables de anualidades y las distribuciones de una IRA cuentan en ese cálculo. Los retiros de un seguro de vida hasta su base y los préstamos sobre la póliza, por lo general, no cuentan. Cerca de los umbrales, combinar con cuidado las fuentes de ingreso puede bajar el impuesto total; planee los retiros año por año con un profesional de impuestos.",
        ),
        heading("Las distribuciones mínimas obligatorias"),
        paragraph(
          "Las anualidades dentro de una IRA tradicional o un plan de jubilación deben empezar las distribuciones mínimas obligatorias a partir de los setenta y tantos años; la edad exacta depende de su año de nacimiento. La aseguradora normalmente puede calcularlas y pagarlas por usted. Las anualidades no calificadas no tienen distribuciones obligatorias mientras viva el dueño, lo que da más control sobre cuándo llegan el ingreso y el impuesto.",
        ),
        heading("Mover dinero sin pagar impuestos: el intercambio 1035"),
        paragraph(
          "La sección 1035 del código fiscal le permite cambiar un contrato por otro sin pagar impuesto sobre las ganancias, siempre que el dinero pase directamente de una aseguradora a otra. Las direcciones permitidas son precisas:",
        ),
        list([
          "De un seguro de vida a otra póliza de seguro de vida",
          "De un seguro de vida a una anualidad",
          "De una anualidad a otra anualidad",
          "De un seguro de vida o una anualidad a una póliza calificada de cuidado a largo plazo",
        ]),
        paragraph(
          "Una anualidad no se puede cambiar por un seguro de vida sin impuestos. Y un intercambio libre de impuestos no es automáticamente un buen intercambio: el contrato nuevo puede empezar otro período de rescate o quitarle garantías que ya tenía. Las reglas de Florida sobre reemplazos exigen que el agente informe y documente el reemplazo, así que compare por escrito el contrato viejo y el nuevo antes de firmar.",
        ),
        heading("Beneficios en vida y cuidado prolongado"),
        paragraph(
          "Los beneficios acelerados que recibe una persona con una enfermedad terminal generalmente no pagan impuestos, y los de enfermedades crónicas pueden estar libres de impuestos dentro de límites federales. Las primas de un seguro de cuidado prolongado calificado pueden contar como gastos médicos hasta un límite según la edad, y pueden pagarse desde una cuenta de ahorros para la salud dentro de ese límite. Algunas anualidades y pólizas de vida incluyen beneficios de cuidado, y los cargos y beneficios de una cláusula calificada también pueden recibir un trato favorable. Pregunte cómo se clasifica el beneficio antes de contar con ese trato fiscal.",
        ),
        heading("Pólizas a nombre de un negocio"),
        paragraph(
          "Los negocios también usan el seguro de vida: la cobertura de persona clave protege a la empresa si fallece un dueño o empleado esencial, y un acuerdo de compraventa financiado con un seguro permite que los socios sobrevivientes compren a la familia la parte del socio fallecido. Las primas generalmente no son deducibles y el beneficio generalmente no paga impuesto sobre la renta, pero solo si el negocio cumple las reglas federales de aviso y consentimiento para pólizas de empleadores antes de emitirse la póliza. Aquí deben trabajar juntos el agente, el abogado y el contador.",
        ),
        heading("Guarde buenos registros"),
        paragraph(
          "Guarde un registro de cada prima que paga y de cada estado de cuenta anual. La aseguradora informa los retiros de anualidades y los rescates de pólizas en el formulario 1099-R, pero su base de costo es más fácil de probar con sus propios registros, sobre todo después de un intercambio entre aseguradoras. Cuando se paga una reclamación por fallecimiento, el beneficiario generalmente no declara el beneficio como ingreso, pero los intereses pagados con él se informan aparte; guarde esos papeles con los del patrimonio. Diga a sus beneficiarios dónde están las pólizas y revise cada designación tras un matrimonio, un divorcio o un nacimiento.",
        ),
        heading("Las trampas que debe evitar"),
        list([
          "Aportar de más a una póliza de vida puede convertirla en un contrato de dotación modificado, cuyos préstamos sí pagan impuestos",
          "Dejar que se cancele una póliza con préstamos pendientes puede generar una gran ganancia gravable",
          "Nombrar a su patrimonio como beneficiario en lugar de a una persona puede exponer el beneficio a acreedores y a la sucesión",
          "Reemplazar una anualidad sin un intercambio 1035 puede hacer que las ganancias paguen impuestos",
          "Cuando el dueño, el asegurado y el beneficiario son tres personas distintas, el beneficio puede tratarse como una donación gravable",
        ]),
        heading("Preguntas para su profesional de impuestos y su agente"),
        list([
          "¿Esta póliza está diseñada para quedarse por debajo del límite de dotación modificada?",
          "¿Qué parte de mi anualidad es base de costo y qué parte es ganancia?",
          "¿Quién debe ser el dueño de la póliza, y conviene ponerla en un fideicomiso?",
          "¿Anualizar o hacer retiros parciales me costaría menos en impuestos con el tiempo?",
          "¿Cuánto deberán mis beneficiarios por cada cuenta que les deje?",
        ]),
        paragraph(
          "Estas reglas cambian y dependen de su situación, así que coordine con un profesional de impuestos. Un agente con licencia puede diseñar la parte del seguro, incluidas las anualidades indexadas fijas y las pólizas de vida permanentes, para que encaje en el plan que le recomiende su asesor fiscal.",
        ),
      ],
    },
  },
};
