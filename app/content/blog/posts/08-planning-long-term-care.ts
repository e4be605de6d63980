import { heading, paragraph, type BlogPostSource } from "../types";

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
        heading("Who pays for care"),
        paragraph(
          "Health insurance and Medicare cover medical treatment, not ongoing custodial care. Medicare pays only for short skilled-nursing stays after a hospital visit. Medicaid pays for long-term care only after most of your savings are spent. Everything between those two is paid by you, your family or a long-term care policy.",
        ),
        heading("How a policy is built"),
        paragraph(
          "You choose a daily or monthly benefit, an elimination period, typically 30 to 90 days, during which you pay for care yourself, and a benefit period from 2 to 10 years or lifetime. Inflation protection raises the benefit each year so it keeps up with care costs. A longer elimination period lowers the premium, much as a higher deductible does.",
        ),
        heading("Why the fifties are the window"),
        paragraph(
          "The ideal time to buy is usually between 50 and 65. Premiums are based on your age when you apply, and approval requires reasonable health. Waiting until a diagnosis appears can make coverage unavailable at any price.",
        ),
        heading("Traditional or hybrid"),
        paragraph(
          "Traditional long-term care insurance offers the most care per premium dollar, but if you never need care, the premiums are spent. Hybrid policies combine life insurance or an annuity with care benefits: the money pays for care if you need it, or goes to your beneficiaries if you do not. Many families prefer that certainty.",
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
        heading("Quién paga el cuidado"),
        paragraph(
          "El seguro de salud y Medicare cubren el tratamiento médico, no el cuidado personal continuo. Medicare paga solo estancias cortas de enfermería especializada después de una hospitalización. Medicaid paga el cuidado a largo plazo solo después de que se hayan gastado casi todos sus ahorros. Todo lo que queda entre ambos lo pagan usted, su familia o una póliza de cuidado a largo plazo.",
        ),
        heading("Cómo se arma una póliza"),
        paragraph(
          "Usted elige un beneficio diario o mensual, un período de espera, normalmente de 30 a 90 días, durante el cual paga el cuidado por su cuenta, y un período de beneficios de 2 a 10 años o de por vida. La protección contra la inflación aumenta el beneficio cada año para que siga el ritmo del costo del cuidado. Un período de espera más largo baja la prima, igual que un deducible más alto.",
        ),
        heading("Por qué los cincuenta son el momento"),
        paragraph(
          "La edad ideal para comprarla suele estar entre los 50 y los 65 años. Las primas se basan en su edad al solicitar, y la aprobación exige una salud razonable. Esperar a que aparezca un diagnóstico puede hacer que no consiga cobertura a ningún precio.",
        ),
        heading("Tradicional o híbrida"),
        paragraph(
          "El seguro tradicional de cuidado a largo plazo ofrece más cuidado por cada dólar de prima, pero si nunca necesita cuidado, las primas se pierden. Las pólizas híbridas combinan un seguro de vida o una anualidad con beneficios de cuidado: el dinero paga el cuidado si lo necesita, o va a sus beneficiarios si no. Muchas familias prefieren esa certeza.",
        ),
        paragraph(
          "Un buen plan empieza con una conversación: dónde le gustaría recibir el cuidado, qué pueden cubrir sus ahorros y qué puede hacer su familia de forma realista. Nuestra página de cuidado a largo plazo explica las opciones con más detalle.",
        ),
      ],
    },
  },
};
