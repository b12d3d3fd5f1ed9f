/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Meetings_Vote_With_ProxyInputs */

const en_meetings_vote_with_proxy = /** @type {(inputs: Meetings_Vote_With_ProxyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your vote is with your proxy, ${i?.name}, who casts it for you.`)
};

const de_meetings_vote_with_proxy = /** @type {(inputs: Meetings_Vote_With_ProxyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deine Stimme liegt bei deiner Vertretung, ${i?.name}, die sie für dich abgibt.`)
};

/**
* | output |
* | --- |
* | "Your vote is with your proxy, {name}, who casts it for you." |
*
* @param {Meetings_Vote_With_ProxyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_vote_with_proxy = /** @type {((inputs: Meetings_Vote_With_ProxyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Vote_With_ProxyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_vote_with_proxy(inputs)
	return en_meetings_vote_with_proxy(inputs)
});