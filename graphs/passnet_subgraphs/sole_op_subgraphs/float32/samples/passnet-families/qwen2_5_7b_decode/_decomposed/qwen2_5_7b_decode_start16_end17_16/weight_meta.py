class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_q_proj_parameters_bias_:
	name = "w_0"
	original_name = "L_self_modules_layers_modules_0_modules_q_proj_parameters_bias_"
	shape = [3584]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.010


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_q_proj_parameters_weight_:
	name = "w_1"
	original_name = "L_self_modules_layers_modules_0_modules_q_proj_parameters_weight_"
	shape = [3584, 3584]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.010


class Program_weight_tensor_meta_h:
	name = "in_0"
	original_name = "h"
	shape = [1, 1, 3584]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.019
	std = 1.000
