class Program_weight_tensor_meta_L_self_modules_layers_modules_6_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_layers_modules_6_parameters_weight_"
	shape = [8, 16, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.002
	std = 0.526


class Program_weight_tensor_meta_L_self_modules_layers_modules_7_buffers_running_mean_:
	name = "in_1"
	original_name = "L_self_modules_layers_modules_7_buffers_running_mean_"
	shape = [8]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.013
	std = 0.016
	data = [0.005870, -0.012540, -0.008778, -0.003921, -0.027253, -0.046855, -0.006460, -0.006965]


class Program_weight_tensor_meta_L_self_modules_layers_modules_7_buffers_running_var_:
	name = "in_2"
	original_name = "L_self_modules_layers_modules_7_buffers_running_var_"
	shape = [8]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.878
	std = 0.270
	min_val = 0
	data = [0.689039, 0.798478, 1.319456, 1.264721, 0.747706, 0.903452, 0.632809, 0.667440]


class Program_weight_tensor_meta_L_self_modules_layers_modules_7_parameters_bias_:
	name = "in_3"
	original_name = "L_self_modules_layers_modules_7_parameters_bias_"
	shape = [8]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.005
	std = 0.010
	data = [-0.000808, 0.005762, -0.000151, -0.018290, -0.021772, -0.005332, 0.003788, -0.004380]


class Program_weight_tensor_meta_L_self_modules_layers_modules_7_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_layers_modules_7_parameters_weight_"
	shape = [8]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.991
	std = 0.019
	data = [1.003840, 1.010855, 0.955624, 1.005180, 0.979406, 0.989985, 1.005467, 0.981638]


class Program_weight_tensor_meta_input_6:
	name = "in_5"
	original_name = "input_6"
	shape = [2, 16, 112, 112]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.039
	std = 0.076
