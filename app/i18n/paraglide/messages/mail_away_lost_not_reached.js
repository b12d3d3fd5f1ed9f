/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown>, position: NonNullable<unknown> }} Mail_Away_Lost_Not_ReachedInputs */

const en_mail_away_lost_not_reached = /** @type {(inputs: Mail_Away_Lost_Not_ReachedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The draw for ${i?.title} did not reach you this time: you are number ${i?.position} in the order.`)
};

const de_mail_away_lost_not_reached = /** @type {(inputs: Mail_Away_Lost_Not_ReachedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Verlosung für ${i?.title} hat dich diesmal nicht erreicht: du bist Nummer ${i?.position} in der Reihenfolge.`)
};

/**
* | output |
* | --- |
* | "The draw for {title} did not reach you this time: you are number {position} in the order." |
*
* @param {Mail_Away_Lost_Not_ReachedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_away_lost_not_reached = /** @type {((inputs: Mail_Away_Lost_Not_ReachedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Away_Lost_Not_ReachedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_away_lost_not_reached(inputs)
	return en_mail_away_lost_not_reached(inputs)
});