class Program_weight_tensor_meta_L_kwargs_pixel_values_:
	name = "in_0"
	original_name = "L_kwargs_pixel_values_"
	shape = [2, 3, 224, 224]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.500
	std = 0.289


class Program_weight_tensor_meta_L_self_modules_embeddings_modules_patch_embeddings_modules_projection_parameters_bias_:
	name = "in_1"
	original_name = "L_self_modules_embeddings_modules_patch_embeddings_modules_projection_parameters_bias_"
	shape = [768]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_embeddings_modules_patch_embeddings_modules_projection_parameters_weight_:
	name = "in_2"
	original_name = "L_self_modules_embeddings_modules_patch_embeddings_modules_projection_parameters_weight_"
	shape = [768, 3, 16, 16]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_embeddings_parameters_cls_token_:
	name = "in_3"
	original_name = "L_self_modules_embeddings_parameters_cls_token_"
	shape = [1, 1, 768]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_embeddings_parameters_position_embeddings_:
	name = "in_4"
	original_name = "L_self_modules_embeddings_parameters_position_embeddings_"
	shape = [1, 197, 768]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_attention_modules_q_proj_parameters_bias_:
	name = "in_5"
	original_name = "L_self_modules_layers_modules_0_modules_attention_modules_q_proj_parameters_bias_"
	shape = [768]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_attention_modules_q_proj_parameters_weight_:
	name = "in_6"
	original_name = "L_self_modules_layers_modules_0_modules_attention_modules_q_proj_parameters_weight_"
	shape = [768, 768]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_layernorm_before_parameters_bias_:
	name = "in_7"
	original_name = "L_self_modules_layers_modules_0_modules_layernorm_before_parameters_bias_"
	shape = [768]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_layernorm_before_parameters_weight_:
	name = "in_8"
	original_name = "L_self_modules_layers_modules_0_modules_layernorm_before_parameters_weight_"
	shape = [768]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.998
	std = 0.019
