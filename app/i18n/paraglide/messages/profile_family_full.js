/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Profile_Family_FullInputs */

const en_profile_family_full = /** @type {(inputs: Profile_Family_FullInputs) => LocalizedString} */ (i) => {const maxPlural = registry.plural("en", i?.max, {});
	if (maxPlural === "one") return /** @type {LocalizedString} */ (`Your household is full (${i?.max} person).`);
	return /** @type {LocalizedString} */ (`Your household is full (${i?.max} people).`)
	
};

const de_profile_family_full = /** @type {(inputs: Profile_Family_FullInputs) => LocalizedString} */ (i) => {const maxPlural = registry.plural("de", i?.max, {});
	if (maxPlural === "one") return /** @type {LocalizedString} */ (`Dein Haushalt ist voll (${i?.max} Person).`);
	return /** @type {LocalizedString} */ (`Dein Haushalt ist voll (${i?.max} Personen).`)
	
};

/**
* | maxPlural | output |
* | --- | --- |
* | "one" | "Your household is full ({max} person)." |
* | * | "Your household is full ({max} people)." |
*
* @param {Profile_Family_FullInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_family_full = /** @type {((inputs: Profile_Family_FullInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Family_FullInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_family_full(inputs)
	return en_profile_family_full(inputs)
});