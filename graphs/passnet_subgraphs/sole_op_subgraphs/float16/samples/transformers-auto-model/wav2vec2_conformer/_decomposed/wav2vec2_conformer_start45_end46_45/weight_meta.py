class Program_weight_tensor_meta_proj_relative_position_embeddings_2:
	name = "in_0"
	original_name = "proj_relative_position_embeddings_2"
	shape = [1, 12, 64, 97]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.399


class Program_weight_tensor_meta_q_with_bias_v:
	name = "in_1"
	original_name = "q_with_bias_v"
	shape = [1, 12, 49, 64]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.004
	std = 0.586
