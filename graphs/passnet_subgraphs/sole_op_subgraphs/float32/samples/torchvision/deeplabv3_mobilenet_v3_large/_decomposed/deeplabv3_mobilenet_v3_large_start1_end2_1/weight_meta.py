class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_0_modules_1_buffers_running_mean_:
	name = "w_0"
	original_name = "L_self_modules_model_modules_backbone_modules_0_modules_1_buffers_running_mean_"
	shape = [16]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.003
	std = 0.018
	data = [-0.019215, 0.015899, -0.001693, -0.039679, 0.020396, 0.003758, 0.008908, -0.009648, -0.005255, 0.016566, 0.023788, -0.012982, -0.000403, 0.000318, -0.025173, -0.016811]


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_0_modules_1_buffers_running_var_:
	name = "w_1"
	original_name = "L_self_modules_model_modules_backbone_modules_0_modules_1_buffers_running_var_"
	shape = [16]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.964
	std = 0.297
	min_val = 0
	data = [0.658715, 1.487945, 0.755036, 0.902884, 1.106999, 1.274180, 0.906045, 1.436512, 0.852536, 0.652874, 0.672669, 1.067214, 0.637093, 1.307247, 0.614646, 1.086162]


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_0_modules_1_parameters_bias_:
	name = "w_2"
	original_name = "L_self_modules_model_modules_backbone_modules_0_modules_1_parameters_bias_"
	shape = [16]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.003
	std = 0.022
	data = [-0.027053, -0.033919, 0.011333, 0.015870, 0.011977, -0.031102, -0.006827, 0.037060, 0.015004, -0.011710, -0.003468, 0.003670, 0.027787, 0.031727, 0.018926, -0.016874]


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_0_modules_1_parameters_weight_:
	name = "w_3"
	original_name = "L_self_modules_model_modules_backbone_modules_0_modules_1_parameters_weight_"
	shape = [16]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.998
	std = 0.019
	data = [0.977483, 0.976953, 0.994988, 0.991322, 1.016974, 1.013840, 0.993680, 0.957696, 1.006446, 0.974733, 1.007000, 1.006163, 1.002397, 1.024753, 1.022336, 0.995054]


class Program_weight_tensor_meta_input_1:
	name = "in_0"
	original_name = "input_1"
	shape = [1, 16, 260, 260]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.084
	std = 0.330
