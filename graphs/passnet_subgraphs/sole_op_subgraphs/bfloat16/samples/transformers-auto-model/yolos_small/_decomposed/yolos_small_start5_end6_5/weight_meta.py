class Program_weight_tensor_meta_cls_tokens:
	name = "in_0"
	original_name = "cls_tokens"
	shape = [1, 1, 384]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.019


class Program_weight_tensor_meta_detection_tokens:
	name = "in_1"
	original_name = "detection_tokens"
	shape = [1, 100, 384]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_embeddings:
	name = "in_2"
	original_name = "embeddings"
	shape = [1, 1600, 384]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.019
	std = 0.318
