class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_mlp_modules_fc2_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_layers_modules_0_modules_mlp_modules_fc2_parameters_bias_"
	shape = [512]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_mlp_modules_fc2_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_layers_modules_0_modules_mlp_modules_fc2_parameters_weight_"
	shape = [512, 1408]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_attn_outputs:
	name = "in_2"
	original_name = "attn_outputs"
	shape = [4, 32, 512]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.002
	std = 0.078


class Program_weight_tensor_meta_hidden_states_2:
	name = "in_3"
	original_name = "hidden_states_2"
	shape = [4, 32, 1408]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.072
	std = 0.243


class Program_weight_tensor_meta_inputs_embeds_1:
	name = "in_4"
	original_name = "inputs_embeds_1"
	shape = [4, 32, 512]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.020
