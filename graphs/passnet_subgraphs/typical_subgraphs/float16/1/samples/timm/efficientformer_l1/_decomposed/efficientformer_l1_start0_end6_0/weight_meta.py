class Program_weight_tensor_meta_L_self_modules_stem_modules_conv1_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_stem_modules_conv1_parameters_bias_"
	shape = [24]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.004
	std = 0.120
	data = [-0.153096, -0.046294, 0.104687, -0.078631, 0.161666, -0.132436, -0.161614, -0.086779, 0.031110, 0.177200, -0.091876, 0.068826, -0.048249, -0.041735, 0.141509, -0.149146, 0.020441, 0.180982, -0.026445, 0.149426, -0.059266, 0.154915, -0.186163, -0.027737]


class Program_weight_tensor_meta_L_self_modules_stem_modules_conv1_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_stem_modules_conv1_parameters_weight_"
	shape = [24, 3, 3, 3]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.002
	std = 0.113


class Program_weight_tensor_meta_L_self_modules_stem_modules_conv2_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_stem_modules_conv2_parameters_bias_"
	shape = [48]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.015
	std = 0.035
	data = [0.034207, 0.030524, 0.028016, -0.023638, -0.054799, 0.025238, -0.005234, 0.034473, -0.049098, 0.006410, 0.050831, 0.011742, -0.047877, 0.020254, 0.067343, -0.020471, -0.011310, 0.039925, 0.043963, 0.024864, 0.013487, 0.050631, 0.063688, -0.060602, 0.043540, 0.051427, 0.037870, 0.026948, 0.023303, 0.051593, 0.008584, 0.061431, -0.010344, 0.036363, 0.053729, 0.003268, 0.051509, 0.043268, 0.025340, -0.025375, -0.050970, 0.026943, 0.040130, -0.061024, -0.001190, 0.000016, -0.014534, 0.039916]


class Program_weight_tensor_meta_L_self_modules_stem_modules_conv2_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_stem_modules_conv2_parameters_weight_"
	shape = [48, 24, 3, 3]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.039


class Program_weight_tensor_meta_L_self_modules_stem_modules_norm1_buffers_running_mean_:
	name = "in_4"
	original_name = "L_self_modules_stem_modules_norm1_buffers_running_mean_"
	shape = [24]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.002
	std = 0.021
	data = [0.023074, -0.024460, -0.015054, -0.029086, 0.013972, -0.033394, 0.015470, -0.022546, -0.015164, -0.002867, -0.000647, 0.033531, 0.015114, 0.009877, 0.020860, -0.021499, -0.030724, 0.018966, -0.025181, -0.022671, 0.000309, 0.017128, 0.022218, 0.009891]


class Program_weight_tensor_meta_L_self_modules_stem_modules_norm1_buffers_running_var_:
	name = "in_5"
	original_name = "L_self_modules_stem_modules_norm1_buffers_running_var_"
	shape = [24]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.957
	std = 0.341
	min_val = 0
	data = [1.172741, 1.442507, 0.517316, 1.001434, 0.954740, 1.316164, 0.727823, 1.341522, 0.994846, 0.591548, 0.699347, 1.257952, 1.398524, 0.708460, 0.631123, 1.173131, 1.495261, 0.960203, 1.434055, 0.913479, 0.609550, 0.508751, 0.581815, 0.525742]


class Program_weight_tensor_meta_L_self_modules_stem_modules_norm1_parameters_bias_:
	name = "in_6"
	original_name = "L_self_modules_stem_modules_norm1_parameters_bias_"
	shape = [24]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.020
	data = [-0.004317, -0.014851, 0.011254, 0.005193, -0.003479, -0.013575, 0.018765, 0.009777, -0.011385, 0.018399, 0.022216, 0.025797, -0.029563, 0.051345, -0.009462, 0.006711, -0.032587, -0.010995, -0.009597, -0.009994, -0.021340, 0.022299, -0.002813, 0.016115]


class Program_weight_tensor_meta_L_self_modules_stem_modules_norm1_parameters_weight_:
	name = "in_7"
	original_name = "L_self_modules_stem_modules_norm1_parameters_weight_"
	shape = [24]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.000
	std = 0.021
	data = [0.977483, 0.976953, 0.994988, 0.991322, 1.016974, 1.013840, 0.993680, 0.957696, 1.009362, 0.996846, 1.028873, 1.005321, 1.003329, 1.017488, 0.997131, 0.997768, 1.018637, 1.025180, 1.040100, 1.001075, 1.012361, 0.991744, 0.983179, 0.953679]


class Program_weight_tensor_meta_L_self_modules_stem_modules_norm2_buffers_running_mean_:
	name = "in_8"
	original_name = "L_self_modules_stem_modules_norm2_buffers_running_mean_"
	shape = [48]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.003
	std = 0.018
	data = [-0.000844, -0.000032, 0.031149, 0.007245, 0.022325, -0.022273, 0.022202, -0.019528, 0.024966, 0.001351, -0.003427, -0.011493, 0.017575, -0.005783, -0.015194, -0.003244, 0.005379, -0.025586, 0.031636, -0.009218, -0.007199, -0.005640, 0.002012, 0.023012, 0.031628, 0.039255, 0.004870, -0.014248, -0.011611, 0.016039, -0.022817, -0.023482, 0.021047, -0.003579, 0.014259, 0.010026, -0.012281, 0.022954, 0.036287, 0.002280, -0.027599, 0.027027, -0.012227, 0.001905, -0.004805, -0.007819, -0.026756, 0.003658]


class Program_weight_tensor_meta_L_self_modules_stem_modules_norm2_buffers_running_var_:
	name = "in_9"
	original_name = "L_self_modules_stem_modules_norm2_buffers_running_var_"
	shape = [48]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.997
	std = 0.300
	min_val = 0
	data = [1.143082, 1.414632, 0.815846, 1.307052, 0.617466, 0.793157, 0.544122, 1.075390, 1.126276, 1.380725, 1.286924, 1.156161, 1.302168, 0.907477, 1.104367, 1.267665, 0.858130, 1.435986, 1.174144, 0.737279, 1.461758, 1.128100, 0.677783, 1.247873, 1.076215, 0.809791, 1.047888, 0.681880, 0.602266, 0.751248, 1.370218, 1.153675, 0.773278, 0.561266, 0.597790, 0.502018, 0.737260, 1.391140, 1.260924, 0.524548, 0.802650, 0.640938, 1.303687, 0.831882, 1.241356, 0.723866, 0.999065, 1.483930]


class Program_weight_tensor_meta_L_self_modules_stem_modules_norm2_parameters_bias_:
	name = "in_10"
	original_name = "L_self_modules_stem_modules_norm2_parameters_bias_"
	shape = [48]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.015
	data = [-0.017668, -0.008378, -0.016097, 0.011312, 0.012207, 0.009338, 0.039013, -0.021262, -0.001547, 0.002328, -0.011880, -0.024879, -0.002042, -0.020671, -0.006253, 0.004916, -0.005193, 0.002367, 0.004879, 0.023292, 0.005772, 0.007732, -0.004021, -0.002359, 0.003844, -0.015443, -0.038007, 0.002614, -0.014086, 0.006294, 0.003148, 0.007707, 0.019343, -0.019822, 0.006032, -0.002146, 0.019969, -0.009974, 0.015222, 0.012366, 0.006281, 0.004267, -0.002401, 0.007209, -0.006281, -0.021574, 0.004816, -0.027925]


class Program_weight_tensor_meta_L_self_modules_stem_modules_norm2_parameters_weight_:
	name = "in_11"
	original_name = "L_self_modules_stem_modules_norm2_parameters_weight_"
	shape = [48]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.000
	std = 0.020
	data = [0.998133, 1.013741, 0.983234, 1.000018, 1.016838, 0.991999, 1.020789, 1.007163, 0.995080, 1.046050, 0.962366, 0.999005, 0.979100, 0.980870, 1.000671, 1.014202, 1.032917, 0.972797, 1.006891, 1.010397, 0.947734, 0.966071, 0.995435, 1.005599, 1.004938, 1.001538, 1.006760, 1.009088, 1.009139, 0.982693, 1.015626, 0.981464, 0.995623, 0.951299, 0.998542, 0.999320, 1.019250, 1.006983, 0.981571, 0.998876, 0.987546, 0.990726, 1.038436, 0.991949, 1.002478, 1.023296, 1.018467, 1.027746]


class Program_weight_tensor_meta_L_x_:
	name = "in_12"
	original_name = "L_x_"
	shape = [4, 3, 224, 224]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.500
	std = 0.289
