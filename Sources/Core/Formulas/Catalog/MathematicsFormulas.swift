// The bundled mathematics formulas, grouped by topic. Every example satisfies its equation;
// the catalog test solves each variable back from the others.

extension FormulaCatalog {
    static let mathematics: [Formula] = [
        // MARK: Geometry

        Formula(
            id: "pythagorean-theorem", name: "Pythagorean theorem", category: .mathematics, topic: "Geometry",
            equation: "a^2 + b^2 = c^2", display: "a² + b² = c²",
            about:
                "In a right triangle the squares of the two legs add up to the square of the hypotenuse. Use it to find a missing side.",
            variables: [
                .init("a", "first leg", "m", domain: .positive),
                .init("b", "second leg", "m", domain: .positive),
                .init("c", "hypotenuse", "m", domain: .positive),
            ],
            example: ["a": 3, "b": 4, "c": 5]
        ),
        Formula(
            id: "circle-area", name: "Area of a circle", category: .mathematics, topic: "Geometry",
            equation: "A = pi*r^2", display: "A = π·r²",
            about:
                "The surface enclosed by a circle grows with the square of its radius, so doubling the radius gives four times the area.",
            variables: [
                .init("A", "area", "m²", domain: .positive),
                .init("r", "radius", "m", domain: .positive),
            ],
            example: ["A": 28.27433388230814, "r": 3]
        ),
        Formula(
            id: "circle-circumference", name: "Circumference of a circle", category: .mathematics, topic: "Geometry",
            equation: "C = 2*pi*r", display: "C = 2·π·r",
            about: "The distance around a circle is its diameter times π. It grows in step with the radius.",
            variables: [
                .init("C", "circumference", "m", domain: .positive),
                .init("r", "radius", "m", domain: .positive),
            ],
            example: ["C": 18.84955592153876, "r": 3]
        ),
        Formula(
            id: "triangle-area", name: "Area of a triangle", category: .mathematics, topic: "Geometry",
            equation: "A = 1/2*b*h", display: "A = ½·b·h",
            about: "Half the base times the height measured at right angles to that base. Works for any triangle.",
            variables: [
                .init("A", "area", "m²", domain: .positive),
                .init("b", "base", "m", domain: .positive),
                .init("h", "height", "m", domain: .positive),
            ],
            example: ["A": 12, "b": 6, "h": 4]
        ),
        Formula(
            id: "sphere-volume", name: "Volume of a sphere", category: .mathematics, topic: "Geometry",
            equation: "V = 4/3*pi*r^3", display: "V = ⁴⁄₃·π·r³",
            about:
                "The space inside a ball depends on the cube of its radius: twice the radius holds eight times as much.",
            variables: [
                .init("V", "volume", "m³", domain: .positive),
                .init("r", "radius", "m", domain: .positive),
            ],
            example: ["V": 113.0973355292326, "r": 3]
        ),
        Formula(
            id: "distance-formula", name: "Distance between two points", category: .mathematics, topic: "Geometry",
            equation: "d = sqrt((x2 - x1)^2 + (y2 - y1)^2)", display: "d = √((x₂ − x₁)² + (y₂ − y₁)²)",
            about:
                "The straight-line distance between two points in the plane, which is the Pythagorean theorem applied to their coordinate differences.",
            variables: [
                .init("d", "distance", "m", domain: .nonNegative),
                .init("x1", "x of the first point", "m"),
                .init("y1", "y of the first point", "m"),
                .init("x2", "x of the second point", "m"),
                .init("y2", "y of the second point", "m"),
            ],
            example: ["d": 5, "x1": 1, "y1": 2, "x2": 4, "y2": 6]
        ),

        // MARK: Algebra

        Formula(
            id: "quadratic-formula", name: "Quadratic formula", category: .mathematics, topic: "Algebra",
            equation: "x = (-b + sqrt(b^2 - 4*a*c))/(2*a)", display: "x = (−b ± √(b² − 4ac)) / 2a",
            about:
                "Gives the roots of a·x² + b·x + c = 0. The equation here takes the + sign; the other root uses − in front of the square root.",
            variables: [
                .init("x", "root", ""),
                .init("a", "coefficient of x²", ""),
                .init("b", "coefficient of x", ""),
                .init("c", "constant term", ""),
            ],
            example: ["x": 2.5, "a": 2, "b": -3, "c": -5]
        ),
        Formula(
            id: "quadratic-discriminant", name: "Discriminant of a quadratic", category: .mathematics, topic: "Algebra",
            equation: "D = b^2 - 4*a*c", display: "D = b² − 4ac",
            about: "Tells how many real roots a·x² + b·x + c = 0 has: two if positive, one if zero, none if negative.",
            variables: [
                .init("D", "discriminant", ""),
                .init("a", "coefficient of x²", ""),
                .init("b", "coefficient of x", ""),
                .init("c", "constant term", ""),
            ],
            example: ["D": 49, "a": 2, "b": -3, "c": -5]
        ),
        Formula(
            id: "parabola-vertex", name: "Vertex of a parabola", category: .mathematics, topic: "Algebra",
            equation: "h = -b/(2*a)", display: "h = −b / 2a",
            about: "The x-coordinate of the turning point of y = a·x² + b·x + c, halfway between the two roots.",
            variables: [
                .init("h", "x-coordinate of the vertex", ""),
                .init("a", "coefficient of x²", ""),
                .init("b", "coefficient of x", ""),
            ],
            example: ["h": 0.75, "a": 2, "b": -3]
        ),
        Formula(
            id: "line-slope", name: "Slope of a line", category: .mathematics, topic: "Algebra",
            equation: "m = (y2 - y1)/(x2 - x1)", display: "m = (y₂ − y₁) / (x₂ − x₁)",
            about: "Rise over run: how much y changes for each unit step in x between two points on a straight line.",
            variables: [
                .init("m", "slope", ""),
                .init("x1", "x of the first point", ""),
                .init("y1", "y of the first point", ""),
                .init("x2", "x of the second point", ""),
                .init("y2", "y of the second point", ""),
            ],
            example: ["m": 3, "x1": 1, "y1": 2, "x2": 3, "y2": 8]
        ),
        Formula(
            id: "logarithm-product-rule", name: "Logarithm of a product", category: .mathematics, topic: "Algebra",
            equation: "log(x*y) = log(x) + log(y)", display: "log(x·y) = log x + log y",
            about: "The logarithm turns multiplication into addition. It holds for any base and any positive x and y.",
            variables: [
                .init("x", "first positive number", "", domain: .positive),
                .init("y", "second positive number", "", domain: .positive),
            ],
            example: ["x": 2, "y": 50],
            isIdentity: true
        ),

        // MARK: Trigonometry

        Formula(
            id: "pythagorean-trig-identity", name: "Pythagorean identity", category: .mathematics,
            topic: "Trigonometry",
            equation: "sin(x)^2 + cos(x)^2 = 1", display: "sin²x + cos²x = 1",
            about:
                "For every angle the squared sine and squared cosine add up to one, because they are the legs of a right triangle with hypotenuse 1.",
            variables: [
                .init("x", "angle", "rad", domain: .anyAngle)
            ],
            example: ["x": 40],
            isIdentity: true
        ),
        Formula(
            id: "sine-ratio", name: "Sine in a right triangle", category: .mathematics, topic: "Trigonometry",
            equation: "sin(theta) = opp/hyp", display: "sin θ = opposite / hypotenuse",
            about: "In a right triangle the sine of an acute angle is the side opposite it divided by the hypotenuse.",
            variables: [
                .init("theta", "angle", "rad", domain: .acuteAngle),
                .init("opp", "opposite side", "m", domain: .positive),
                .init("hyp", "hypotenuse", "m", domain: .positive),
            ],
            example: ["theta": 36.869897645844006, "opp": 3, "hyp": 5]
        ),
        Formula(
            id: "law-of-sines", name: "Law of sines", category: .mathematics, topic: "Trigonometry",
            equation: "a/sin(A) = b/sin(B)", display: "a / sin A = b / sin B",
            about:
                "In any triangle each side divided by the sine of the opposite angle gives the same number. Use it when you know an angle and its opposite side.",
            variables: [
                .init("a", "side opposite A", "m", domain: .positive),
                .init("A", "first angle", "rad", domain: .triangleAngle),
                .init("b", "side opposite B", "m", domain: .positive),
                .init("B", "second angle", "rad", domain: .triangleAngle),
            ],
            example: ["a": 3, "A": 36.869897645844006, "b": 4, "B": 53.130102354155966]
        ),
        Formula(
            id: "law-of-cosines", name: "Law of cosines", category: .mathematics, topic: "Trigonometry",
            equation: "c^2 = a^2 + b^2 - 2*a*b*cos(C)", display: "c² = a² + b² − 2ab·cos C",
            about:
                "Finds the third side of any triangle from two sides and the angle between them; with a right angle it becomes the Pythagorean theorem.",
            variables: [
                .init("c", "side opposite C", "m", domain: .positive),
                .init("a", "first side", "m", domain: .positive),
                .init("b", "second side", "m", domain: .positive),
                .init("C", "angle between a and b", "rad", domain: .triangleAngle),
            ],
            example: ["c": 7, "a": 8, "b": 5, "C": 60]
        ),
        Formula(
            id: "triangle-area-sine", name: "Area of a triangle from two sides", category: .mathematics,
            topic: "Trigonometry",
            equation: "A = 1/2*a*b*sin(C)", display: "A = ½·a·b·sin C",
            about:
                "The area of a triangle from two sides and the angle they enclose, handy when the height is not known.",
            variables: [
                .init("A", "area", "m²", domain: .positive),
                .init("a", "first side", "m", domain: .positive),
                .init("b", "second side", "m", domain: .positive),
                .init("C", "angle between a and b", "rad", domain: .triangleAngle),
            ],
            example: ["A": 5, "a": 4, "b": 5, "C": 30]
        ),

        // MARK: Sequences and series

        Formula(
            id: "arithmetic-sequence", name: "Term of an arithmetic sequence", category: .mathematics,
            topic: "Sequences and series",
            equation: "a_n = a1 + (n - 1)*d", display: "aₙ = a₁ + (n − 1)·d",
            about:
                "Each term adds the same difference d to the one before, so the n-th term is the first plus n − 1 steps.",
            variables: [
                .init("a_n", "n-th term", ""),
                .init("a1", "first term", ""),
                .init("n", "position of the term", "", domain: .positive),
                .init("d", "common difference", ""),
            ],
            example: ["a_n": 14, "a1": 2, "n": 5, "d": 3]
        ),
        Formula(
            id: "arithmetic-series", name: "Sum of an arithmetic series", category: .mathematics,
            topic: "Sequences and series",
            equation: "S = n/2*(a1 + a_n)", display: "Sₙ = n/2 · (a₁ + aₙ)",
            about:
                "The sum of n terms of an arithmetic sequence is the number of terms times the average of the first and last.",
            variables: [
                .init("S", "sum of the terms", ""),
                .init("n", "number of terms", "", domain: .positive),
                .init("a1", "first term", ""),
                .init("a_n", "last term", ""),
            ],
            example: ["S": 40, "n": 5, "a1": 2, "a_n": 14]
        ),
        Formula(
            id: "geometric-sequence", name: "Term of a geometric sequence", category: .mathematics,
            topic: "Sequences and series",
            equation: "a_n = a1*r^(n - 1)", display: "aₙ = a₁ · rⁿ⁻¹",
            about:
                "Each term is the one before multiplied by the same ratio r, so the n-th term is the first times r to the power n − 1.",
            variables: [
                .init("a_n", "n-th term", ""),
                .init("a1", "first term", ""),
                .init("r", "common ratio", ""),
                .init("n", "position of the term", "", domain: .positive),
            ],
            example: ["a_n": 48, "a1": 3, "r": 2, "n": 5]
        ),
        Formula(
            id: "geometric-series", name: "Sum of a geometric series", category: .mathematics,
            topic: "Sequences and series",
            equation: "S = a1*(1 - r^n)/(1 - r)", display: "Sₙ = a₁ · (1 − rⁿ) / (1 − r)",
            about: "Adds the first n terms of a geometric sequence at once. The ratio must not be 1.",
            variables: [
                .init("S", "sum of the terms", ""),
                .init("a1", "first term", ""),
                .init("r", "common ratio", ""),
                .init("n", "number of terms", "", domain: .positive),
            ],
            example: ["S": 93, "a1": 3, "r": 2, "n": 5]
        ),

        // MARK: Statistics and probability

        Formula(
            id: "z-score", name: "Standard score", category: .mathematics, topic: "Statistics and probability",
            equation: "z = (x - mu)/sigma", display: "z = (x − μ) / σ",
            about:
                "How many standard deviations a value lies above or below the mean; it lets you compare values from different scales.",
            variables: [
                .init("z", "standard score", ""),
                .init("x", "value", ""),
                .init("mu", "mean", ""),
                .init("sigma", "standard deviation", "", domain: .positive),
            ],
            example: ["z": 1.5, "x": 85, "mu": 70, "sigma": 10]
        ),
        Formula(
            id: "standard-error", name: "Standard error of the mean", category: .mathematics,
            topic: "Statistics and probability",
            equation: "SE = sigma/sqrt(n)", display: "SE = σ / √n",
            about:
                "How much the average of a sample typically varies from the true mean. Four times the sample size halves it.",
            variables: [
                .init("SE", "standard error", "", domain: .positive),
                .init("sigma", "standard deviation", "", domain: .positive),
                .init("n", "sample size", "", domain: .positive),
            ],
            example: ["SE": 2, "sigma": 12, "n": 36]
        ),
        Formula(
            id: "independent-events", name: "Both of two independent events", category: .mathematics,
            topic: "Statistics and probability",
            equation: "P_AB = P_A*P_B", display: "P(A and B) = P(A) · P(B)",
            about:
                "When one event does not affect the other, the chance that both happen is the product of their chances.",
            variables: [
                .init("P_AB", "probability of both A and B", "", domain: .nonNegative),
                .init("P_A", "probability of A", "", domain: .nonNegative),
                .init("P_B", "probability of B", "", domain: .nonNegative),
            ],
            example: ["P_AB": 0.2, "P_A": 0.5, "P_B": 0.4]
        ),
        Formula(
            id: "probability-addition-rule", name: "Either of two events", category: .mathematics,
            topic: "Statistics and probability",
            equation: "P_AorB = P_A + P_B - P_AB", display: "P(A or B) = P(A) + P(B) − P(A and B)",
            about:
                "The chance that at least one of two events happens; the overlap is subtracted so it is not counted twice.",
            variables: [
                .init("P_AorB", "probability of A or B", "", domain: .nonNegative),
                .init("P_A", "probability of A", "", domain: .nonNegative),
                .init("P_B", "probability of B", "", domain: .nonNegative),
                .init("P_AB", "probability of both A and B", "", domain: .nonNegative),
            ],
            example: ["P_AorB": 0.7, "P_A": 0.5, "P_B": 0.4, "P_AB": 0.2]
        ),
        Formula(
            id: "bayes-theorem", name: "Bayes' theorem", category: .mathematics, topic: "Statistics and probability",
            equation: "P_AgB = P_BgA*P_A/P_B", display: "P(A|B) = P(B|A) · P(A) / P(B)",
            about:
                "Turns a conditional probability around: from how likely the evidence B is when A holds to how likely A is once B is seen.",
            variables: [
                .init("P_AgB", "probability of A given B", "", domain: .nonNegative),
                .init("P_BgA", "probability of B given A", "", domain: .nonNegative),
                .init("P_A", "probability of A", "", domain: .nonNegative),
                .init("P_B", "probability of B", "", domain: .nonNegative),
            ],
            example: ["P_AgB": 0.36, "P_BgA": 0.9, "P_A": 0.1, "P_B": 0.25]
        ),

        // MARK: Finance

        Formula(
            id: "simple-interest", name: "Simple interest", category: .mathematics, topic: "Finance",
            equation: "I = P*r*t", display: "I = P·r·t",
            about:
                "Interest paid only on the original amount, the same every year, so it grows in a straight line with time.",
            variables: [
                .init("I", "interest earned", "", domain: .nonNegative),
                .init("P", "principal", "", domain: .positive),
                .init("r", "annual interest rate (0.05 for 5%)", "", domain: .nonNegative),
                .init("t", "time", "years", domain: .positive),
            ],
            example: ["I": 150, "P": 1000, "r": 0.05, "t": 3]
        ),
        Formula(
            id: "compound-interest", name: "Compound interest", category: .mathematics, topic: "Finance",
            equation: "A = P*(1 + r/n)^(n*t)", display: "A = P·(1 + r/n)ⁿᵗ",
            about:
                "The balance when interest is added n times a year and then earns interest itself. More frequent compounding gives slightly more.",
            variables: [
                .init("A", "final amount", "", domain: .positive),
                .init("P", "principal", "", domain: .positive),
                .init("r", "annual interest rate (0.05 for 5%)", "", domain: .nonNegative),
                .init("n", "compounding periods per year", "", domain: .positive),
                .init("t", "time", "years", domain: .positive),
            ],
            example: ["A": 1171.659381002265, "P": 1000, "r": 0.08, "n": 4, "t": 2]
        ),
        Formula(
            id: "continuous-compounding", name: "Continuous compounding", category: .mathematics, topic: "Finance",
            equation: "A = P*e^(r*t)", display: "A = P·eʳᵗ",
            about:
                "The limit of compound interest when it is added infinitely often; also the model for any steady exponential growth.",
            variables: [
                .init("A", "final amount", "", domain: .positive),
                .init("P", "principal", "", domain: .positive),
                .init("r", "annual interest rate (0.05 for 5%)", "", domain: .nonNegative),
                .init("t", "time", "years", domain: .positive),
            ],
            example: ["A": 1648.721270700128, "P": 1000, "r": 0.05, "t": 10]
        ),
        Formula(
            id: "present-value", name: "Present value", category: .mathematics, topic: "Finance",
            equation: "PV = FV/(1 + r)^n", display: "PV = FV / (1 + r)ⁿ",
            about:
                "What a future sum is worth today: the amount that, invested at rate r for n periods, would grow into it.",
            variables: [
                .init("PV", "present value", "", domain: .positive),
                .init("FV", "future value", "", domain: .positive),
                .init("r", "interest rate per period", "", domain: .nonNegative),
                .init("n", "number of periods", "", domain: .positive),
            ],
            example: ["PV": 1000, "FV": 1210, "r": 0.1, "n": 2]
        ),
        Formula(
            id: "loan-payment", name: "Loan payment", category: .mathematics, topic: "Finance",
            equation: "M = P*r*(1 + r)^n/((1 + r)^n - 1)", display: "M = P·r·(1 + r)ⁿ / ((1 + r)ⁿ − 1)",
            about: "The fixed payment per period that pays off a loan, interest included, in n equal installments.",
            variables: [
                .init("M", "payment per period", "", domain: .positive),
                .init("P", "amount borrowed", "", domain: .positive),
                .init("r", "interest rate per period", "", domain: .nonNegative),
                .init("n", "number of payments", "", domain: .positive),
            ],
            example: ["M": 888.487886783417, "P": 10000, "r": 0.01, "n": 12]
        ),
    ]
}
