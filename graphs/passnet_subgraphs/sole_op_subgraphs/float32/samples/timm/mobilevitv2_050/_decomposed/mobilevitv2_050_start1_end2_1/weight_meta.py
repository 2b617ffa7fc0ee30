class Program_weight_tensor_meta_L_self_modules_stem_modules_bn_buffers_running_mean_:
	name = "w_0"
	original_name = "L_self_modules_stem_modules_bn_buffers_running_mean_"
	shape = [16]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.002
	std = 0.019
	data = [0.005955, 0.002164, 0.013528, 0.028584, -0.009028, -0.006118, 0.008360, 0.007947, -0.019378, 0.043478, -0.027826, 0.025628, -0.011099, -0.002733, -0.013557, -0.014633]


class Program_weight_tensor_meta_L_self_modules_stem_modules_bn_buffers_running_var_:
	name = "w_1"
	original_name = "L_self_modules_stem_modules_bn_buffers_running_var_"
	shape = [16]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.974
	std = 0.299
	min_val = 0
	data = [0.614558, 1.444273, 1.122617, 1.484259, 1.207358, 0.572629, 1.126128, 0.978896, 1.239989, 0.802329, 0.990087, 0.600783, 0.916551, 0.734319, 1.148299, 0.600715]


class Program_weight_tensor_meta_L_self_modules_stem_modules_bn_parameters_bias_:
	name = "w_2"
	original_name = "L_self_modules_stem_modules_bn_parameters_bias_"
	shape = [16]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.003
	std = 0.022
	data = [-0.027053, -0.033919, 0.011333, 0.015870, 0.011977, -0.031102, -0.006827, 0.037060, 0.015004, -0.011710, -0.003468, 0.003670, 0.027787, 0.031727, 0.018926, -0.016874]


class Program_weight_tensor_meta_L_self_modules_stem_modules_bn_parameters_weight_:
	name = "w_3"
	original_name = "L_self_modules_stem_modules_bn_parameters_weight_"
	shape = [16]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.998
	std = 0.019
	data = [0.977483, 0.976953, 0.994988, 0.991322, 1.016974, 1.013840, 0.993680, 0.957696, 1.006446, 0.974733, 1.007000, 1.006163, 1.002397, 1.024753, 1.022336, 0.995054]


class Program_weight_tensor_meta_x:
	name = "in_0"
	original_name = "x"
	shape = [1, 16, 128, 128]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.035
	std = 0.305
