class Program_weight_tensor_meta_L_self_modules_embeddings_modules_embedding_transformation_parameters_bias_:
	name = "w_0"
	original_name = "L_self_modules_embeddings_modules_embedding_transformation_parameters_bias_"
	shape = [512]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_embeddings_modules_embedding_transformation_parameters_weight_:
	name = "w_1"
	original_name = "L_self_modules_embeddings_modules_embedding_transformation_parameters_weight_"
	shape = [512, 384]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_inputs_embeds_1:
	name = "in_0"
	original_name = "inputs_embeds_1"
	shape = [2, 32, 384]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.020
