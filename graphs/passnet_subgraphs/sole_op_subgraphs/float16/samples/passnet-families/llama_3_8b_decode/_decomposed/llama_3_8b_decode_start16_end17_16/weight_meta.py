class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_q_proj_parameters_weight_:
	name = "w_0"
	original_name = "L_self_modules_layers_modules_0_modules_q_proj_parameters_weight_"
	shape = [4096, 4096]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.009


class Program_weight_tensor_meta_h:
	name = "in_0"
	original_name = "h"
	shape = [1, 1, 4096]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.016
	std = 1.000
