class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_attention_modules_o_proj_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_layers_modules_0_modules_attention_modules_o_proj_parameters_bias_"
	shape = [768]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_attention_modules_o_proj_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_layers_modules_0_modules_attention_modules_o_proj_parameters_weight_"
	shape = [768, 768]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_attn_output_3:
	name = "in_2"
	original_name = "attn_output_3"
	shape = [4, 197, 768]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.010
	std = 0.487


class Program_weight_tensor_meta_embeddings_3:
	name = "in_3"
	original_name = "embeddings_3"
	shape = [4, 197, 768]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.309
