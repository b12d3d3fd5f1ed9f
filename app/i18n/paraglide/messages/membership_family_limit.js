/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Membership_Family_LimitInputs */

const en_membership_family_limit = /** @type {(inputs: Membership_Family_LimitInputs) => LocalizedString} */ (i) => {const maxPlural = registry.plural("en", i?.max, {});
	if (maxPlural === "one") return /** @type {LocalizedString} */ (`You can add at most ${i?.max} family member.`);
	return /** @type {LocalizedString} */ (`You can add at most ${i?.max} family members.`)
	
};

const de_membership_family_limit = /** @type {(inputs: Membership_Family_LimitInputs) => LocalizedString} */ (i) => {const maxPlural = registry.plural("de", i?.max, {});
	if (maxPlural === "one") return /** @type {LocalizedString} */ (`Du kannst höchstens ${i?.max} Familienmitglied hinzufügen.`);
	return /** @type {LocalizedString} */ (`Du kannst höchstens ${i?.max} Familienmitglieder hinzufügen.`)
	
};

/**
* | maxPlural | output |
* | --- | --- |
* | "one" | "You can add at most {max} family member." |
* | * | "You can add at most {max} family members." |
*
* @param {Membership_Family_LimitInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_family_limit = /** @type {((inputs: Membership_Family_LimitInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Family_LimitInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_family_limit(inputs)
	return en_membership_family_limit(inputs)
});