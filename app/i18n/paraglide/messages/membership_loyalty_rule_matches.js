/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ seasons: NonNullable<unknown>, count: NonNullable<unknown> }} Membership_Loyalty_Rule_MatchesInputs */

const en_membership_loyalty_rule_matches = /** @type {(inputs: Membership_Loyalty_Rule_MatchesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} point per match attended ${i?.seasons} (checked in at the door; an RSVP does not count)`);
	return /** @type {LocalizedString} */ (`${i?.count} points per match attended ${i?.seasons} (checked in at the door; an RSVP does not count)`)
	
};

const de_membership_loyalty_rule_matches = /** @type {(inputs: Membership_Loyalty_Rule_MatchesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} Punkt pro besuchtem Spiel ${i?.seasons} (beim Einlass eingecheckt; eine Zusage zählt nicht)`);
	return /** @type {LocalizedString} */ (`${i?.count} Punkte pro besuchtem Spiel ${i?.seasons} (beim Einlass eingecheckt; eine Zusage zählt nicht)`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} point per match attended {seasons} (checked in at the door; an RSVP does not count)" |
* | * | "{count} points per match attended {seasons} (checked in at the door; an RSVP does not count)" |
*
* @param {Membership_Loyalty_Rule_MatchesInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_loyalty_rule_matches = /** @type {((inputs: Membership_Loyalty_Rule_MatchesInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Loyalty_Rule_MatchesInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_loyalty_rule_matches(inputs)
	return en_membership_loyalty_rule_matches(inputs)
});