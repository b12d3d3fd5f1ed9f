/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Event_Named_PartnerInputs */

const en_away_event_named_partner = /** @type {(inputs: Away_Event_Named_PartnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You were named as a partner: answer on the ballot's page.`)
};

const de_away_event_named_partner = /** @type {(inputs: Away_Event_Named_PartnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du wurdest als Partner:in genannt: Antworte auf der Seite der Verlosung.`)
};

/**
* | output |
* | --- |
* | "You were named as a partner: answer on the ballot's page." |
*
* @param {Away_Event_Named_PartnerInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_event_named_partner = /** @type {((inputs?: Away_Event_Named_PartnerInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Event_Named_PartnerInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_event_named_partner(inputs)
	return en_away_event_named_partner(inputs)
});