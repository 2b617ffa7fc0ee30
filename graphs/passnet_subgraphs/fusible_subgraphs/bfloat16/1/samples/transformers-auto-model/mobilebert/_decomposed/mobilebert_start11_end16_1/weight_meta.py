class Program_weight_tensor_meta_L_self_modules_embeddings_modules_LayerNorm_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_embeddings_modules_LayerNorm_parameters_bias_"
	shape = [512]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_embeddings_modules_LayerNorm_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_embeddings_modules_LayerNorm_parameters_weight_"
	shape = [512]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.001
	std = 0.021


class Program_weight_tensor_meta_inputs_embeds_2:
	name = "in_2"
	original_name = "inputs_embeds_2"
	shape = [4, 32, 512]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.022


class Program_weight_tensor_meta_position_embeddings:
	name = "in_3"
	original_name = "position_embeddings"
	shape = [1, 32, 512]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_token_type_embeddings:
	name = "in_4"
	original_name = "token_type_embeddings"
	shape = [4, 32, 512]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.020
