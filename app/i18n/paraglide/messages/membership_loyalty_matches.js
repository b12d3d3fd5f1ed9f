/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Membership_Loyalty_MatchesInputs */

const en_membership_loyalty_matches = /** @type {(inputs: Membership_Loyalty_MatchesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} match attended`);
	return /** @type {LocalizedString} */ (`${i?.count} matches attended`)
	
};

const de_membership_loyalty_matches = /** @type {(inputs: Membership_Loyalty_MatchesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} Spiel besucht`);
	return /** @type {LocalizedString} */ (`${i?.count} Spiele besucht`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} match attended" |
* | * | "{count} matches attended" |
*
* @param {Membership_Loyalty_MatchesInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_loyalty_matches = /** @type {((inputs: Membership_Loyalty_MatchesInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Loyalty_MatchesInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_loyalty_matches(inputs)
	return en_membership_loyalty_matches(inputs)
});