class Program_weight_tensor_meta_attention_windows_1:
	name = "in_0"
	original_name = "attention_windows_1"
	shape = [1, 3136, 96]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.042


class Program_weight_tensor_meta_embeddings_3:
	name = "in_1"
	original_name = "embeddings_3"
	shape = [1, 3136, 96]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.994
