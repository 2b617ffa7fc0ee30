class Program_weight_tensor_meta_L_self_modules_layers_modules_1_parameters_gate_norm_:
	name = "in_0"
	original_name = "L_self_modules_layers_modules_1_parameters_gate_norm_"
	shape = [5120]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.000
	std = 0.020


class Program_weight_tensor_meta_mul_13:
	name = "in_1"
	original_name = "mul_13"
	shape = [1, 16, 5120]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.003
	std = 0.069
