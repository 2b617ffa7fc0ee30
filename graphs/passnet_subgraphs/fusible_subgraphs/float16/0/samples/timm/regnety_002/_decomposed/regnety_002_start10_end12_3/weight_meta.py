class Program_weight_tensor_meta_L_self_modules_s1_modules_b1_modules_se_modules_fc1_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_s1_modules_b1_modules_se_modules_fc1_parameters_bias_"
	shape = [8]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.007
	std = 0.009
	data = [-0.011185, -0.002394, -0.003271, -0.005009, -0.021764, 0.000088, 0.004656, -0.016403]


class Program_weight_tensor_meta_L_self_modules_s1_modules_b1_modules_se_modules_fc1_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_s1_modules_b1_modules_se_modules_fc1_parameters_weight_"
	shape = [8, 24, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.020
	std = 0.520


class Program_weight_tensor_meta_x_se:
	name = "in_2"
	original_name = "x_se"
	shape = [2, 24, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.096
	std = 0.121
	data = [0.078694, 0.054940, 0.000018, 0.038836, 0.000284, 0.197268, 0.000237, 0.011965, 0.006337, 0.066339, 0.017121, 0.023127, 0.016766, 0.063429, 0.333473, 0.224070, 0.130687, 0.289202, 0.450507, 0.001304, 0.079375, 0.183733, 0.029163, 0.000175, 0.081055, 0.055060, 0.000115, 0.037218, 0.000474, 0.201411, 0.000433, 0.011312, 0.005910, 0.066561, 0.019657, 0.023831, 0.016978, 0.061294, 0.328387, 0.220270, 0.131660, 0.291318, 0.449567, 0.001087, 0.082810, 0.186660, 0.030152, 0.000373]
