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
        heading("The real monthly price of a home"),
        paragraph(
          "Lenders usually collect property taxes and insurance together with the loan payment and hold them in an escrow account, paying the bills for you when they come due. That is convenient, but it means every increase in your premiums or taxes raises your monthly payment. Once a year the lender reviews the account; if premiums went up, you may face both a higher payment and a one-time shortage to cover.",
        ),
        paragraph(
          "Here is a hypothetical way to think about it. Two houses are listed at the same $320,000. One is a 2005 concrete-block home with a newer roof, hurricane shutters and a hip roof, outside a flood zone. The other is a 1982 frame home with an older roof, in a flood zone, in a condo-style community with an association fee. The principal and interest would be identical, but the insurance, flood coverage and association fees could make the second home cost several hundred dollars more every month. Get quotes for both before you decide which one you can afford.",
        ),
        heading("Homeowners insurance and the wind deductible"),
        paragraph(
          "Your lender will require homeowners insurance before closing. In Florida, policies usually carry a separate hurricane deductible, often 2% to 5% of the dwelling coverage, so a $300,000 home may have a $6,000 to $15,000 deductible for storm damage. The age of the roof, impact windows and a wind mitigation inspection can lower the premium considerably.",
        ),
        paragraph(
          "Plan for that deductible the way you plan for the down payment. After a storm, the family with $10,000 set aside repairs the roof quickly; the family without it may have a damaged house and a claim that pays nothing until the deductible is met.",
        ),
        heading("What a wind mitigation inspection looks at"),
        list([
          "The roof covering and whether it meets the building code in force when it was installed",
          "How the roof deck is attached to the frame",
          "How the roof is tied to the walls: toe nails, clips, single wraps or double wraps",
          "The shape of the roof: hip roofs usually earn better credits than gable roofs",
          "Secondary water resistance under the roof covering",
          "Protection of windows and doors, such as impact glass or approved shutters",
        ]),
        paragraph(
          "Insurers in Florida must offer discounts for these features, so a report that documents them can pay for itself many times over. Older homes may also need a four-point inspection of the roof, electrical, plumbing and air conditioning systems before a carrier will write a policy. Ask the seller for any recent reports, and book your own during the inspection period of your contract.",
        ),
        heading("How much coverage to buy"),
        paragraph(
          "Insure the home for what it would cost to rebuild, not for its market price. The land does not burn or blow away, so the rebuilding cost can be well above or below what you paid, depending on the lot and on local construction costs. Ask whether the policy pays replacement cost or actual cash value for your belongings and for the roof; after a storm, the difference can be thousands of dollars. Some policies pay only the depreciated value of an older roof.",
        ),
        heading("Ways to lower the premium"),
        list([
          "Choose a higher all-other-perils deductible if you have the savings to cover it",
          "Document every wind mitigation feature the home has",
          "Bundle home and auto with the same company, if it really saves money",
          "Ask about credits for monitored alarms, water shut-off valves and newer systems",
          "Shop the policy again every year or two, starting well before renewal",
        ]),
        heading("When private insurers say no"),
        paragraph(
          "Citizens Property Insurance Corporation is the state-created insurer for Florida homeowners who cannot find comparable coverage in the private market. It has eligibility rules, and policies can be moved to private companies later through a takeout process. Citizens is a useful safety net, but do not assume it is available or cheaper for a particular home: ask your agent early, especially for older homes or homes near the coast.",
        ),
        heading("Flood insurance"),
        paragraph(
          "Standard homeowners policies do not cover flooding. If the home is in a high-risk flood zone and you have a federally backed loan, flood insurance is required; outside those zones it is still worth pricing, because a large share of flood claims come from lower-risk areas.",
        ),
        paragraph(
          "Flood coverage is available through the National Flood Insurance Program and from private insurers. New policies from the national program usually have a 30-day waiting period, but the wait is generally waived when the policy is bought in connection with a new loan, so arrange it before closing rather than in hurricane season. Florida law has also begun requiring Citizens policyholders to carry flood coverage, phased in over several years. For a single-family home, national program policies cover up to $250,000 for the building and $100,000 for belongings, and contents coverage is bought separately; private flood policies may offer higher limits or extras such as temporary living expenses while the home is repaired.",
        ),
        heading("Condos and townhomes"),
        paragraph(
          "In a condominium, the association's master policy covers the building, while your own policy, usually called an HO-6, covers the interior, your belongings and your liability. Read the association's documents to see where its coverage stops. Ask about loss assessment coverage, which helps if the association charges owners for a large deductible after a storm. Recent Florida condominium safety laws require structural inspections and reserve studies for many buildings, and some associations have raised fees or levied special assessments as a result, so ask for the latest reports before you buy.",
        ),
        heading("Other costs at closing and after"),
        paragraph(
          "An owner's title insurance policy protects you against old claims on the property and is paid once, at closing; who usually pays for it varies by county. After you move in, apply for the homestead exemption with your county property appraiser by March 1 of the following year. It reduces the taxable value of a primary residence and limits how much the assessed value can rise each year, which helps keep your escrow payment steadier.",
        ),
        heading("Protecting the payment itself"),
        paragraph(
          "Property insurance protects the house, but not the income that pays for it. First-time buyers are often young families with one or two incomes and little savings after closing. A mortgage protection policy, or a term life policy sized to the loan, keeps the home in the family if an earner dies or becomes disabled.",
        ),
        paragraph(
          "This protection is usually the least expensive of all the coverages in this article. A healthy 30-year-old can often buy $500,000 of 20-year term coverage for about $20 to $30 a month, and some mortgage protection plans add a benefit that pays the mortgage for 12 or 24 months if you cannot work.",
        ),
        list([
          "Ask for insurance quotes before you make an offer, not after",
          "Request the seller's wind mitigation report and roof age",
          "Check the flood zone on the county's map",
          "Add life and disability protection to your monthly budget",
          "Set aside savings equal to your hurricane deductible",
          "Apply for the homestead exemption after you move in",
        ]),
        heading("Common mistakes"),
        list([
          "Comparing homes by price alone instead of by total monthly cost",
          "Buying the minimum coverage the lender requires instead of enough to rebuild",
          "Skipping flood insurance because the home is not in a high-risk zone",
          "Forgetting that escrow payments rise when premiums do",
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
        heading("El verdadero precio mensual de una casa"),
        paragraph(
          "Los prestamistas suelen cobrar los impuestos sobre la propiedad y los seguros junto con el pago del préstamo y guardarlos en una cuenta de depósito en garantía, o escrow, para pagar esas cuentas por usted cuando vencen. Es cómodo, pero significa que cada aumento de sus primas o de sus impuestos sube su pago mensual. Una vez al año el prestamista revisa la cuenta; si las primas subieron, puede encontrarse con un pago más alto y además con un faltante que cubrir de una sola vez.",
        ),
        paragraph(
          "Veamos un ejemplo hipotético. Dos casas se ofrecen al mismo precio de $320,000. Una es de bloques de concreto de 2005, con techo más nuevo, contraventanas para huracanes y techo a cuatro aguas, fuera de zona de inundación. La otra es de estructura de madera de 1982, con un techo más viejo, en zona de inundación y en una comunidad con cuota de asociación. El capital y los intereses serían idénticos, pero el seguro, la cobertura contra inundaciones y las cuotas podrían hacer que la segunda cueste varios cientos de dólares más cada mes. Pida cotizaciones de ambas antes de decidir cuál puede pagar.",
        ),
        heading("El seguro de propietario y el deducible por viento"),
        paragraph(
          "Su prestamista le exigirá un seguro de propietario antes del cierre. En Florida, las pólizas suelen tener un deducible aparte para huracanes, a menudo del 2% al 5% de la cobertura de la vivienda, así que una casa de $300,000 puede tener un deducible de $6,000 a $15,000 por daños de tormenta. La edad del techo, las ventanas de impacto y una inspección de mitigación de viento pueden bajar bastante la prima.",
        ),
        paragraph(
          "Planifique ese deducible igual que planifica el pago inicial. Después de una tormenta, la familia que tiene $10,000 guardados repara el techo enseguida; la que no los tiene puede quedarse con la casa dañada y una reclamación que no paga nada hasta cubrir el deducible.",
        ),
        heading("Qué revisa una inspección de mitigación de viento"),
        list([
          "La cubierta del techo y si cumple el código de construcción vigente cuando se instaló",
          "Cómo está sujeta la base del techo a la estructura",
          "Cómo se une el techo a las paredes: con clavos inclinados, grapas, correas sencillas o correas dobles",
          "La forma del techo: los techos a cuatro aguas suelen recibir mejores créditos que los de dos aguas",
          "La barrera secundaria contra el agua debajo de la cubierta",
          "La protección de ventanas y puertas, como vidrio de impacto o contraventanas aprobadas",
        ]),
        paragraph(
          "En Florida, las aseguradoras deben ofrecer descuentos por estas características, así que un informe que las documente puede pagarse solo muchas veces. Las casas más antiguas también pueden necesitar una inspección de cuatro puntos del techo, la electricidad, la plomería y el aire acondicionado antes de que una aseguradora emita la póliza. Pida al vendedor los informes recientes y programe los suyos durante el período de inspección del contrato.",
        ),
        heading("Cuánta cobertura comprar"),
        paragraph(
          "Asegure la casa por lo que costaría reconstruirla, no por su precio de mercado. El terreno no se quema ni se lo lleva el viento, así que el costo de reconstrucción puede estar muy por encima o por debajo de lo que usted pagó, según el lote y los costos de construcción de la zona. Pregunte si la póliza paga el costo de reposición o el valor real en efectivo de sus pertenencias y del techo; después de una tormenta, la diferencia puede ser de miles de dólares. Algunas pólizas pagan solo el valor depreciado de un techo viejo.",
        ),
        heading("Formas de bajar la prima"),
        list([
          "Elija un deducible más alto para los demás riesgos si tiene ahorros para cubrirlo",
          "Documente cada característica de mitigación de viento que tenga la casa",
          "Combine el seguro de la casa y el del auto con la misma compañía, si de verdad ahorra",
          "Pregunte por créditos por alarmas monitoreadas, válvulas de cierre de agua y sistemas más nuevos",
          "Vuelva a cotizar la póliza cada uno o dos años, con tiempo antes de la renovación",
        ]),
        heading("Cuando las aseguradoras privadas dicen que no"),
        paragraph(
          "Citizens Property Insurance Corporation es la aseguradora creada por el estado para los propietarios de Florida que no encuentran una cobertura comparable en el mercado privado. Tiene reglas de elegibilidad, y sus pólizas pueden pasar más adelante a compañías privadas. Citizens es una red de seguridad útil, pero no dé por hecho que esté disponible o que sea más barata para una casa concreta: pregúntele a su agente con tiempo, sobre todo si la casa es antigua o está cerca de la costa.",
        ),
        heading("El seguro contra inundaciones"),
        paragraph(
          "Las pólizas normales de propietario no cubren inundaciones. Si la casa está en una zona de alto riesgo de inundación y su préstamo tiene respaldo federal, el seguro contra inundaciones es obligatorio; fuera de esas zonas vale la pena cotizarlo igual, porque una buena parte de las reclamaciones por inundación viene de zonas de menor riesgo.",
        ),
        paragraph(
          "La cobertura contra inundaciones se ofrece a través del Programa Nacional de Seguro contra Inundaciones y de aseguradoras privadas. Las pólizas nuevas del programa nacional suelen tener un período de espera de 30 días, pero en general no se aplica cuando la póliza se compra junto con un préstamo nuevo, así que déjela lista antes del cierre y no en plena temporada de huracanes. La ley de Florida también empezó a exigir cobertura contra inundaciones a los asegurados de Citizens, de forma gradual a lo largo de varios años. Para una casa unifamiliar, las pólizas del programa nacional cubren hasta $250,000 del edificio y $100,000 de las pertenencias, y la cobertura del contenido se compra aparte; las pólizas privadas pueden ofrecer límites más altos o extras, como los gastos de vivienda temporal mientras se repara la casa.",
        ),
        heading("Condominios y casas adosadas"),
        paragraph(
          "En un condominio, la póliza maestra de la asociación cubre el edificio, y su propia póliza, normalmente llamada HO-6, cubre el interior, sus pertenencias y su responsabilidad civil. Lea los documentos de la asociación para saber dónde termina su cobertura. Pregunte por la cobertura de cuotas especiales (loss assessment), que ayuda si la asociación cobra a los dueños un deducible grande después de una tormenta. Las leyes recientes de seguridad de condominios de Florida exigen inspecciones estructurales y estudios de reservas en muchos edificios, y algunas asociaciones han subido las cuotas o cobrado cuotas especiales por ello, así que pida los informes más recientes antes de comprar.",
        ),
        heading("Otros costos al cerrar y después"),
        paragraph(
          "La póliza de seguro de título del propietario le protege contra reclamos antiguos sobre la propiedad y se paga una sola vez, al cierre; quién la paga normalmente depende del condado. Después de mudarse, solicite la exención de vivienda principal, o homestead, ante el tasador de propiedades de su condado a más tardar el 1 de marzo del año siguiente. Reduce el valor gravable de la residencia principal y limita cuánto puede subir cada año el valor tasado, lo que ayuda a mantener más estable su pago de escrow.",
        ),
        heading("Cómo proteger el pago mismo"),
        paragraph(
          "El seguro de la propiedad protege la casa, pero no el ingreso que la paga. Quienes compran su primera casa suelen ser familias jóvenes con uno o dos ingresos y pocos ahorros después del cierre. Una póliza de protección hipotecaria, o una póliza de vida a término del tamaño del préstamo, mantiene la casa en la familia si quien aporta fallece o queda incapacitado.",
        ),
        paragraph(
          "Esta protección suele ser la más económica de todas las coberturas de este artículo. Una persona sana de 30 años suele conseguir $500,000 de cobertura a 20 años por unos $20 a $30 al mes, y algunos planes de protección de la hipoteca agregan un beneficio que paga la mensualidad durante 12 o 24 meses si usted no puede trabajar.",
        ),
        list([
          "Pida cotizaciones de seguros antes de hacer una oferta, no después",
          "Solicite el informe de mitigación de viento del vendedor y la edad del techo",
          "Consulte la zona de inundación en el mapa del condado",
          "Incluya la protección de vida e incapacidad en su presupuesto mensual",
          "Guarde ahorros equivalentes a su deducible por huracán",
          "Solicite la exención homestead después de mudarse",
        ]),
        heading("Errores comunes"),
        list([
          "Comparar casas solo por el precio y no por el costo mensual total",
          "Comprar la cobertura mínima que exige el prestamista en lugar de la suficiente para reconstruir",
          "Omitir el seguro contra inundaciones porque la casa no está en zona de alto riesgo",
          "Olvidar que los pagos de escrow suben cuando suben las primas",
        ]),
        paragraph(
          "Trabajar con un agente de bienes raíces, un prestamista y un agente de seguros que se comuniquen entre sí hace todo más fácil. Nuestro directorio de socios reúne a profesionales de cada uno de estos campos en toda Florida.",
        ),
      ],
    },
  },
};
