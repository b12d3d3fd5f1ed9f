/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Volunteer_Templates_Delete_ExplainInputs */

const en_volunteer_templates_delete_explain = /** @type {(inputs: Volunteer_Templates_Delete_ExplainInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`This removes the template and its ${i?.count} shift. Events already given these shifts keep them. It cannot be undone.`);
	return /** @type {LocalizedString} */ (`This removes the template and its ${i?.count} shifts. Events already given these shifts keep them. It cannot be undone.`)
	
};

const de_volunteer_templates_delete_explain = /** @type {(inputs: Volunteer_Templates_Delete_ExplainInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Damit verschwinden die Vorlage und ihre ${i?.count} Schicht. Termine, die diese Schichten schon haben, behalten sie. Das lässt sich nicht rückgängig machen.`);
	return /** @type {LocalizedString} */ (`Damit verschwinden die Vorlage und ihre ${i?.count} Schichten. Termine, die diese Schichten schon haben, behalten sie. Das lässt sich nicht rückgängig machen.`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "This removes the template and its {count} shift. Events already given these shifts keep them. It cannot be undone." |
* | * | "This removes the template and its {count} shifts. Events already given these shifts keep them. It cannot be undone." |
*
* @param {Volunteer_Templates_Delete_ExplainInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_templates_delete_explain = /** @type {((inputs: Volunteer_Templates_Delete_ExplainInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Templates_Delete_ExplainInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_templates_delete_explain(inputs)
	return en_volunteer_templates_delete_explain(inputs)
});