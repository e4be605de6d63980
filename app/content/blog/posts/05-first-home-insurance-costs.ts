import { heading, list, paragraph, type BlogPostSource } from "../types";

export const firstHomeInsuranceCosts: BlogPostSource = {
  id: 5,
  category: "real-estate",
  date: "2025-01-13",
  readTime: 7,
  author: "Carlos Rivera",
  tags: ["first-time-buyers", "homeowners", "florida", "mortgage-protection"],
  featured: false,
  text: {
    en: {
      title: "Buying Your First Home in Florida: The Insurance Costs Buyers Forget",
      excerpt:
        "Homeowners insurance, flood coverage, wind deductibles and protecting the mortgage itself: the costs that surprise first-time buyers in Florida, and how to budget for them.",
      imageAlt: "A new house with a sold sign, a palm tree and storm clouds in the distance",
      body: [
        paragraph(
          "Most first-time buyers in Florida budget carefully for the down payment and the monthly mortgage, then discover at closing that insurance adds hundreds of dollars a month. Knowing the costs early lets you compare homes by their true monthly price.",
        ),
        heading("Homeowners insurance and the wind deductible"),
        paragraph(
          "Your lender will require homeowners insurance before closing. In Florida, policies usually carry a separate hurricane deductible, often 2% to 5% of the dwelling coverage, so a $300,000 home may have a $6,000 to $15,000 deductible for storm damage. The age of the roof, impact windows and a wind mitigation inspection can lower the premium considerably.",
        ),
        heading("Flood insurance"),
        paragraph(
          "Standard homeowners policies do not cover flooding. If the home is in a high-risk flood zone and you have a federally backed loan, flood insurance is required; outside those zones it is still worth pricing, because a large share of flood claims come from lower-risk areas.",
        ),
        heading("Protecting the payment itself"),
        paragraph(
          "Property insurance protects the house, but not the income that pays for it. First-time buyers are often young families with one or two incomes and little savings after closing. A mortgage protection policy, or a term life policy sized to the loan, keeps the home in the family if an earner dies or becomes disabled.",
        ),
        list([
          "Ask for insurance quotes before you make an offer, not after",
          "Request the seller's wind mitigation report and roof age",
          "Check the flood zone on the county's map",
          "Add life and disability protection to your monthly budget",
        ]),
        paragraph(
          "Working with a real estate agent, a lender and an insurance agent who talk to each other makes the process smoother. Our partner directory lists professionals in each of these fields across Florida.",
        ),
      ],
    },
    es: {
      title: "Su Primera Casa en Florida: Los Costos de Seguros que los Compradores Olvidan",
      excerpt:
        "El seguro de propietario, la cobertura contra inundaciones, los deducibles por viento y la protección de la propia hipoteca: los costos que sorprenden a quienes compran su primera casa en Florida, y cómo incluirlos en su presupuesto.",
      imageAlt: "Una casa nueva con un letrero de vendida, una palmera y nubes de tormenta a lo lejos",
      body: [
        paragraph(
          "La mayoría de quienes compran su primera casa en Florida calculan con cuidado el pago inicial y la hipoteca mensual, y descubren en el cierre que los seguros suman cientos de dólares al mes. Conocer esos costos desde el principio le permite comparar casas por su verdadero precio mensual.",
        ),
        heading("El seguro de propietario y el deducible por viento"),
        paragraph(
          "Su prestamista le exigirá un seguro de propietario antes del cierre. En Florida, las pólizas suelen tener un deducible aparte para huracanes, a menudo del 2% al 5% de la cobertura de la vivienda, así que una casa de $300,000 puede tener un deducible de $6,000 a $15,000 por daños de tormenta. La edad del techo, las ventanas de impacto y una inspección de mitigación de viento pueden bajar bastante la prima.",
        ),
        heading("El seguro contra inundaciones"),
        paragraph(
          "Las pólizas normales de propietario no cubren inundaciones. Si la casa está en una zona de alto riesgo de inundación y su préstamo tiene respaldo federal, el seguro contra inundaciones es obligatorio; fuera de esas zonas vale la pena cotizarlo igual, porque una buena parte de las reclamaciones por inundación viene de zonas de menor riesgo.",
        ),
        heading("Cómo proteger el pago mismo"),
        paragraph(
          "El seguro de la propiedad protege la casa, pero no el ingreso que la paga. Quienes compran su primera casa suelen ser familias jóvenes con uno o dos ingresos y pocos ahorros después del cierre. Una póliza de protección hipotecaria, o una póliza de vida a término del tamaño del préstamo, mantiene la casa en la familia si quien aporta fallece o queda incapacitado.",
        ),
        list([
          "Pida cotizaciones de seguros antes de hacer una oferta, no después",
          "Solicite el informe de mitigación de viento del vendedor y la edad del techo",
          "Consulte la zona de inundación en el mapa del condado",
          "Incluya la protección de vida e incapacidad en su presupuesto mensual",
        ]),
        paragraph(
          "Trabajar con un agente de bienes raíces, un prestamista y un agente de seguros que se comuniquen entre sí hace todo más fácil. Nuestro directorio de socios reúne a profesionales de cada uno de estos campos en toda Florida.",
        ),
      ],
    },
  },
};
