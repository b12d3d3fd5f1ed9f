/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ text: NonNullable<unknown>, count: NonNullable<unknown> }} Membership_Loyalty_LineInputs */

const en_membership_loyalty_line = /** @type {(inputs: Membership_Loyalty_LineInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.text} · ${i?.count} point`);
	return /** @type {LocalizedString} */ (`${i?.text} · ${i?.count} points`)
	
};

const de_membership_loyalty_line = /** @type {(inputs: Membership_Loyalty_LineInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.text} · ${i?.count} Punkt`);
	return /** @type {LocalizedString} */ (`${i?.text} · ${i?.count} Punkte`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{text} · {count} point" |
* | * | "{text} · {count} points" |
*
* @param {Membership_Loyalty_LineInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_loyalty_line = /** @type {((inputs: Membership_Loyalty_LineInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Loyalty_LineInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_loyalty_line(inputs)
	return en_membership_loyalty_line(inputs)
});