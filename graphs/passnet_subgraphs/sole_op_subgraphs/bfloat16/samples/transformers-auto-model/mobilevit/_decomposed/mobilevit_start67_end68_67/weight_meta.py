class Program_weight_tensor_meta_attention_scores_1:
	name = "in_0"
	original_name = "attention_scores_1"
	shape = [4, 4, 256, 256]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.010
	std = 0.016
