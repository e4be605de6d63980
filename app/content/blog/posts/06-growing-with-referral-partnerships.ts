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
        heading("Give before you ask"),
        paragraph(
          "Referral relationships are two-way. Send your partners clients, share useful articles with their customers, offer a free workshop at their office about life insurance basics or Medicare. When a partner sees that you treat their clients well and make them look good, the referrals follow.",
        ),
        heading("Make referring you easy"),
        paragraph(
          "Give each partner a simple way to introduce you: a short description of who you help, a phone number that you answer, and a promise to call within one business day. Report back, with the client's permission, so the partner knows the introduction was handled well.",
        ),
        heading("Stay compliant"),
        paragraph(
          "Florida law limits what you may pay for referrals, and carriers have their own rules. Never share commissions with unlicensed people, keep records of every arrangement and check with your agency before offering anything of value in exchange for referrals.",
        ),
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
        heading("Dé antes de pedir"),
        paragraph(
          "Las relaciones de referidos van en dos sentidos. Envíe clientes a sus socios, comparta artículos útiles con sus clientes, ofrezca un taller gratuito en su oficina sobre lo básico del seguro de vida o de Medicare. Cuando un socio ve que usted trata bien a sus clientes y lo deja bien parado, los referidos llegan solos.",
        ),
        heading("Facilite que lo recomienden"),
        paragraph(
          "Dele a cada socio una forma sencilla de presentarle: una descripción corta de a quién ayuda, un teléfono que usted contesta y la promesa de llamar en un día hábil. Infórmele después, con el permiso del cliente, para que el socio sepa que la presentación se atendió bien.",
        ),
        heading("Cumpla las normas"),
        paragraph(
          "La ley de Florida limita lo que se puede pagar por referidos, y las aseguradoras tienen sus propias reglas. Nunca comparta comisiones con personas sin licencia, guarde un registro de cada acuerdo y consulte con su agencia antes de ofrecer algo de valor a cambio de referidos.",
        ),
        paragraph(
          "Nuestra red de socios conecta a agentes con licencia con profesionales de toda Florida. Los agentes jóvenes de nuestro patrocinio juvenil empiezan a construir estas relaciones desde su primer mes, con un mentor que hace las presentaciones.",
        ),
      ],
    },
  },
};
