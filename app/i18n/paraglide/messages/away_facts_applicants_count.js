/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ applicants: NonNullable<unknown> }} Away_Facts_Applicants_CountInputs */

const en_away_facts_applicants_count = /** @type {(inputs: Away_Facts_Applicants_CountInputs) => LocalizedString} */ (i) => {const applicantsPlural = registry.plural("en", i?.applicants, {});
	if (applicantsPlural === "one") return /** @type {LocalizedString} */ (`${i?.applicants} member`);
	return /** @type {LocalizedString} */ (`${i?.applicants} members`)
	
};

const de_away_facts_applicants_count = /** @type {(inputs: Away_Facts_Applicants_CountInputs) => LocalizedString} */ (i) => {const applicantsPlural = registry.plural("de", i?.applicants, {});
	if (applicantsPlural === "one") return /** @type {LocalizedString} */ (`${i?.applicants} Mitglied`);
	return /** @type {LocalizedString} */ (`${i?.applicants} Mitglieder`)
	
};

/**
* | applicantsPlural | output |
* | --- | --- |
* | "one" | "{applicants} member" |
* | * | "{applicants} members" |
*
* @param {Away_Facts_Applicants_CountInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_facts_applicants_count = /** @type {((inputs: Away_Facts_Applicants_CountInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Facts_Applicants_CountInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_facts_applicants_count(inputs)
	return en_away_facts_applicants_count(inputs)
});