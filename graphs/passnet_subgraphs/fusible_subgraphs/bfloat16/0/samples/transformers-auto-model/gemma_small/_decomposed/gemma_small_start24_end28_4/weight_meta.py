class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_input_layernorm_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_layers_modules_0_modules_input_layernorm_parameters_weight_"
	shape = [512]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.020


class Program_weight_tensor_meta_inputs_embeds:
	name = "in_1"
	original_name = "inputs_embeds"
	shape = [2, 32, 512]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.002
	std = 0.449


class Program_weight_tensor_meta_output:
	name = "in_2"
	original_name = "output"
	shape = [2, 32, 512]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.004
	std = 1.000
