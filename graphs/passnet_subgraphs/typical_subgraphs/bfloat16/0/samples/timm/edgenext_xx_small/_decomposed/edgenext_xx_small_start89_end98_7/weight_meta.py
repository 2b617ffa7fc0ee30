class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_blocks_modules_1_modules_norm_xca_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_stages_modules_1_modules_blocks_modules_1_modules_norm_xca_parameters_bias_"
	shape = [48]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.003
	std = 0.023
	data = [0.027345, 0.044026, 0.002817, 0.014435, 0.029343, -0.029081, -0.032674, -0.014831, 0.021162, -0.031905, 0.012558, -0.030845, 0.004398, 0.017571, -0.001088, -0.008962, 0.023113, 0.026336, -0.021601, -0.012936, 0.023470, 0.007809, -0.022100, 0.016914, -0.009368, -0.012795, 0.001855, 0.024737, 0.060459, -0.009713, 0.004857, -0.003127, -0.033785, 0.026680, 0.040157, -0.004692, -0.021487, -0.016028, 0.017796, -0.005643, -0.009422, 0.038835, 0.013929, -0.011487, -0.019232, -0.004486, -0.028199, 0.021303]


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_blocks_modules_1_modules_norm_xca_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_stages_modules_1_modules_blocks_modules_1_modules_norm_xca_parameters_weight_"
	shape = [48]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.998
	std = 0.020
	data = [0.977600, 0.990823, 0.974140, 1.021568, 1.002327, 1.005381, 0.962362, 0.989086, 1.004444, 0.994226, 1.013386, 1.029890, 1.000486, 0.990044, 1.014757, 1.025526, 0.996906, 0.994309, 0.987407, 0.995029, 1.016113, 0.977962, 0.985183, 1.016482, 0.980993, 1.013187, 0.986274, 0.994167, 1.037398, 0.977893, 0.997116, 0.993075, 1.016448, 1.018814, 0.955838, 1.008381, 0.995028, 0.973095, 0.994002, 0.956114, 0.993923, 0.995816, 1.013650, 0.997411, 1.024286, 1.049790, 0.985094, 0.965682]


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_blocks_modules_1_modules_xca_modules_qkv_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_stages_modules_1_modules_blocks_modules_1_modules_xca_modules_qkv_parameters_bias_"
	shape = [144]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_blocks_modules_1_modules_xca_modules_qkv_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_stages_modules_1_modules_blocks_modules_1_modules_xca_modules_qkv_parameters_weight_"
	shape = [144, 48]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.017


class Program_weight_tensor_meta_pos_encoding:
	name = "in_4"
	original_name = "pos_encoding"
	shape = [2, 784, 48]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.014
	std = 0.093


class Program_weight_tensor_meta_x_40:
	name = "in_5"
	original_name = "x_40"
	shape = [2, 784, 48]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.022
	std = 0.106
