class Program_weight_tensor_meta_inputs_embeds:
	name = "in_0"
	original_name = "inputs_embeds"
	shape = [1, 128, 768]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_token_type_embeddings:
	name = "in_1"
	original_name = "token_type_embeddings"
	shape = [1, 128, 768]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.019
