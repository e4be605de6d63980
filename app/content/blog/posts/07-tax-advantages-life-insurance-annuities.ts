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
        heading("The death benefit is generally income-tax-free"),
        paragraph(
          "Beneficiaries usually receive a life insurance death benefit free of federal income tax. For a family, that means a $500,000 policy delivers $500,000, not what is left after taxes. Large estates may still owe estate tax, which is why some families hold policies in a trust.",
        ),
        heading("Cash value grows tax-deferred"),
        paragraph(
          "In permanent policies such as index universal life, the cash value grows without yearly income tax. You can later take policy loans, which are generally not taxable while the policy stays in force. This is the basis of strategies that use life insurance to supplement retirement income.",
        ),
        heading("Annuities defer tax until you withdraw"),
        paragraph(
          "Interest in an annuity is not taxed each year. When you withdraw, the gains come out first and are taxed as ordinary income, and withdrawals before age 59½ may also owe a 10% IRS penalty. Annuities bought with IRA or 401(k) money follow the rules of those accounts, including required minimum distributions.",
        ),
        heading("The traps to avoid"),
        list([
          "Overfunding a life policy can turn it into a modified endowment contract, whose loans are taxed",
          "Letting a policy with outstanding loans lapse can create a large taxable gain",
          "Naming your estate instead of a person as beneficiary can expose the benefit to creditors and probate",
          "Replacing an annuity without a 1035 exchange can trigger tax on the gains",
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
        heading("El beneficio por fallecimiento generalmente no paga impuesto sobre la renta"),
        paragraph(
          "Los beneficiarios suelen recibir el beneficio por fallecimiento de un seguro de vida libre del impuesto federal sobre la renta. Para una familia, eso significa que una póliza de $500,000 entrega $500,000, no lo que quede después de impuestos. Los patrimonios grandes todavía pueden deber el impuesto sobre herencias, por eso algunas familias colocan sus pólizas en un fideicomiso.",
        ),
        heading("El valor en efectivo crece con impuestos diferidos"),
        paragraph(
          "En las pólizas permanentes, como la vida universal indexada, el valor en efectivo crece sin pagar impuestos cada año. Más adelante puede pedir préstamos sobre la póliza, que por lo general no pagan impuestos mientras la póliza siga vigente. Esa es la base de las estrategias que usan el seguro de vida para complementar el ingreso de la jubilación.",
        ),
        heading("Las anualidades difieren el impuesto hasta que usted retira"),
        paragraph(
          "Los intereses de una anualidad no pagan impuestos cada año. Cuando usted retira, las ganancias salen primero y pagan impuesto como ingreso ordinario, y los retiros antes de los 59½ años también pueden tener una penalidad del 10% del IRS. Las anualidades compradas con dinero de una IRA o un 401(k) siguen las reglas de esas cuentas, incluidas las distribuciones mínimas obligatorias.",
        ),
        heading("Las trampas que debe evitar"),
        list([
          "Aportar de más a una póliza de vida puede convertirla en un contrato de dotación modificado, cuyos préstamos sí pagan impuestos",
          "Dejar que se cancele una póliza con préstamos pendientes puede generar una gran ganancia gravable",
          "Nombrar a su patrimonio como beneficiario en lugar de a una persona puede exponer el beneficio a acreedores y a la sucesión",
          "Reemplazar una anualidad sin un intercambio 1035 puede hacer que las ganancias paguen impuestos",
        ]),
        paragraph(
          "Estas reglas cambian y dependen de su situación, así que coordine con un profesional de impuestos. Un agente con licencia puede diseñar la parte del seguro, incluidas las anualidades indexadas fijas y las pólizas de vida permanentes, para que encaje en el plan que le recomiende su asesor fiscal.",
        ),
      ],
    },
  },
};
