/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ applications: NonNullable<unknown> }} Away_Facts_Applications_CountInputs */

const en_away_facts_applications_count = /** @type {(inputs: Away_Facts_Applications_CountInputs) => LocalizedString} */ (i) => {const applicationsPlural = registry.plural("en", i?.applications, {});
	if (applicationsPlural === "one") return /** @type {LocalizedString} */ (`${i?.applications} application`);
	return /** @type {LocalizedString} */ (`${i?.applications} applications`)
	
};

const de_away_facts_applications_count = /** @type {(inputs: Away_Facts_Applications_CountInputs) => LocalizedString} */ (i) => {const applicationsPlural = registry.plural("de", i?.applications, {});
	if (applicationsPlural === "one") return /** @type {LocalizedString} */ (`${i?.applications} Bewerbung`);
	return /** @type {LocalizedString} */ (`${i?.applications} Bewerbungen`)
	
};

/**
* | applicationsPlural | output |
* | --- | --- |
* | "one" | "{applications} application" |
* | * | "{applications} applications" |
*
* @param {Away_Facts_Applications_CountInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_facts_applications_count = /** @type {((inputs: Away_Facts_Applications_CountInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Facts_Applications_CountInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_facts_applications_count(inputs)
	return en_away_facts_applications_count(inputs)
});