class Program_weight_tensor_meta_relative_attention_scores:
	name = "in_0"
	original_name = "relative_attention_scores"
	shape = [1, 12, 49, 97]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.017
	std = 1.779
