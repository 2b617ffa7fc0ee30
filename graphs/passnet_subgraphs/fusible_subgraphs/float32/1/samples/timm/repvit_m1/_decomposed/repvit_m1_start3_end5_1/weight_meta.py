class Program_weight_tensor_meta_L_self_modules_stem_modules_conv2_modules_bn_buffers_running_mean_:
	name = "in_0"
	original_name = "L_self_modules_stem_modules_conv2_modules_bn_buffers_running_mean_"
	shape = [48]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.024
	data = [-0.004479, 0.014201, -0.010295, -0.017281, 0.012379, -0.067225, 0.025501, -0.008898, -0.002376, -0.013634, -0.007816, -0.016643, 0.032390, -0.002372, 0.005086, -0.027818, 0.019443, 0.035715, 0.006452, 0.037612, 0.007849, -0.017118, 0.024102, -0.030617, -0.017166, -0.008547, 0.015398, 0.005075, 0.024457, -0.025242, 0.007181, -0.002024, 0.022027, 0.019281, 0.025494, 0.052825, -0.012378, -0.056479, 0.010113, 0.003442, -0.032477, 0.023744, 0.003112, -0.030163, 0.008444, -0.015502, -0.007726, 0.007662]


class Program_weight_tensor_meta_L_self_modules_stem_modules_conv2_modules_bn_buffers_running_var_:
	name = "in_1"
	original_name = "L_self_modules_stem_modules_conv2_modules_bn_buffers_running_var_"
	shape = [48]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.031
	std = 0.300
	min_val = 0
	data = [1.049831, 1.043509, 0.828436, 1.209165, 1.314234, 1.447962, 0.712416, 0.984546, 0.668352, 1.204792, 0.877758, 1.271483, 0.609511, 1.428421, 0.779783, 1.449982, 1.323796, 1.133440, 1.108649, 1.441666, 0.725480, 1.206235, 0.824057, 1.440593, 0.744131, 0.594888, 1.129472, 0.692470, 1.182142, 0.849431, 1.032877, 1.272271, 0.734104, 0.729134, 0.988591, 1.008144, 1.231596, 1.143562, 0.572741, 1.445803, 0.545292, 0.518418, 1.477437, 0.502910, 1.161367, 1.104532, 1.279635, 1.448032]


class Program_weight_tensor_meta_L_self_modules_stem_modules_conv2_modules_bn_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_stem_modules_conv2_modules_bn_parameters_bias_"
	shape = [48]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.015
	data = [-0.017668, -0.008378, -0.016097, 0.011312, 0.012207, 0.009338, 0.039013, -0.021262, -0.001547, 0.002328, -0.011880, -0.024879, -0.002042, -0.020671, -0.006253, 0.004916, -0.005193, 0.002367, 0.004879, 0.023292, 0.005772, 0.007732, -0.004021, -0.002359, 0.003844, -0.015443, -0.038007, 0.002614, -0.014086, 0.006294, 0.003148, 0.007707, 0.019343, -0.019822, 0.006032, -0.002146, 0.019969, -0.009974, 0.015222, 0.012366, 0.006281, 0.004267, -0.002401, 0.007209, -0.006281, -0.021574, 0.004816, -0.027925]


class Program_weight_tensor_meta_L_self_modules_stem_modules_conv2_modules_bn_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_stem_modules_conv2_modules_bn_parameters_weight_"
	shape = [48]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.000
	std = 0.020
	data = [0.998133, 1.013741, 0.983234, 1.000018, 1.016838, 0.991999, 1.020789, 1.007163, 0.995080, 1.046050, 0.962366, 0.999005, 0.979100, 0.980870, 1.000671, 1.014202, 1.032917, 0.972797, 1.006891, 1.010397, 0.947734, 0.966071, 0.995435, 1.005599, 1.004938, 1.001538, 1.006760, 1.009088, 1.009139, 0.982693, 1.015626, 0.981464, 0.995623, 0.951299, 0.998542, 0.999320, 1.019250, 1.006983, 0.981571, 0.998876, 0.987546, 0.990726, 1.038436, 0.991949, 1.002478, 1.023296, 1.018467, 1.027746]


class Program_weight_tensor_meta_L_self_modules_stem_modules_conv2_modules_c_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_stem_modules_conv2_modules_c_parameters_weight_"
	shape = [48, 24, 3, 3]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.039


class Program_weight_tensor_meta_gelu:
	name = "in_5"
	original_name = "gelu"
	shape = [4, 24, 112, 112]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.032
	std = 0.199
